import { describe, expect, it } from "vitest"
import { applyMagicComments } from "../../../../src/node/highlight/magicComments"
import { flagsFromMeta, lineNumbersStartFromMeta } from "../../../../src/node/highlight/codeMeta"

describe("highlight magic comments", () => {
  it("mark the next line or a range and leave the code, in each language's comment syntax", () => {
    const source = [
      "// highlight-next-line",
      "const a = 1",
      "const b = 2",
      "# highlight-start",
      "c = 3",
      "d = 4",
      "<!-- highlight-end -->",
      "{/* highlight-next-line */}",
      "<E />",
      "const f = 'no // highlight-next-line here'",
    ].join("\n")
    expect(applyMagicComments(source)).toEqual({
      code: ["const a = 1", "const b = 2", "c = 3", "d = 4", "<E />", "const f = 'no // highlight-next-line here'"].join("\n"),
      marked: new Set([1, 3, 4, 5]),
    })
  })
})

describe("line numbers in the meta string", () => {
  it("start at 1, or where showLineNumbers=N says, and are not a flag the samples check reads wrongly", () => {
    expect(lineNumbersStartFromMeta("showLineNumbers")).toBe(1)
    expect(lineNumbersStartFromMeta('title="a.js" showLineNumbers=5 {2}')).toBe(5)
    expect(lineNumbersStartFromMeta('title="showLineNumbers"')).toBeNull()
    expect(lineNumbersStartFromMeta(undefined)).toBeNull()
    expect(flagsFromMeta("skip-check showLineNumbers")).toEqual(new Set(["skip-check", "showLineNumbers"]))
  })
})
