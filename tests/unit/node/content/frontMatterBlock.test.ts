import { describe, expect, it } from "vitest"
import { splitFrontMatter } from "../../../../src/node/content/frontMatterBlock"
import { frontMatterFieldLines, parseContentFile } from "../../../../src/node/content/parseContentFile"

describe("splitFrontMatter", () => {
  it("splits a malformed block from its body without parsing the YAML", () => {
    const source = ["---", "title: [unclosed", "tags: a", "---", "", "# Body"].join("\n")
    expect(splitFrontMatter(source)).toEqual({ yaml: "\ntitle: [unclosed\ntags: a", body: "\n# Body" })
  })

  it("gives the whole file as body when it opens with no block", () => {
    expect(splitFrontMatter("# Title\n\n---\n")).toEqual({ yaml: null, body: "# Title\n\n---\n" })
    expect(splitFrontMatter("")).toEqual({ yaml: null, body: "" })
  })

  it("reads Windows line endings", () => {
    expect(splitFrontMatter("---\r\ntitle: A\r\n---\r\nBody").body).toBe("Body")
  })
})

describe("frontMatterFieldLines", () => {
  it("gives each top-level field the file line it starts on", () => {
    const source = ["---", "title: Setup", "# a comment", "tags:", "  - a", "description: >", "  long", "---", "Body"].join("\n")
    expect(frontMatterFieldLines(source)).toEqual({ title: 2, tags: 4, description: 6 })
  })

  it("finds no fields in a file without front matter", () => {
    expect(frontMatterFieldLines("title: not front matter\n")).toEqual({})
  })
})

describe("parseContentFile and malformed front matter", () => {
  it("reports the same malformed block every time it is read, not only the first (gray-matter's cache)", () => {
    const source = ["---", "title: [unclosed", "---", "", "Body"].join("\n")
    for (let read = 0; read < 2; read++) expect(() => parseContentFile(source, "content/docs/next/manual/x.mdx")).toThrow(/content\/docs\/next\/manual\/x\.mdx:\d+: malformed front matter/)
  })
})
