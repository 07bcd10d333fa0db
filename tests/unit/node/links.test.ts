import path from "node:path"
import { describe, expect, it } from "vitest"
import React from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { Admonition } from "../../../src/shared/content/Admonition"
import { findBrokenLinks, linksInTree, normalizeSitePath, resolveContentLink } from "../../../src/node/content/links"
import { headingsOfTree, parseMarkdown } from "../../../src/node/content/headings"
import { excerptOfTree, plainTextOfTree, renderExcerptHtml } from "../../../src/node/blog/excerpt"
import { parsePostPath, postUrl, readingMinutes } from "../../../src/node/blog/paths"

const source = `
See [install](./installation.mdx#linux) and [blog](/blog/).

<Tabs>
  <TabItem value="a" label="A">

  [inner](../other.mdx)

  </TabItem>
</Tabs>

<a href="/sponsor">Sponsor</a>

[ref]: https://example.org
`

describe("link extraction", () => {
  it("finds Markdown, reference and JSX links with their lines", () => {
    expect(linksInTree(parseMarkdown(source))).toEqual([
      { url: "./installation.mdx#linux", line: 2 },
      { url: "/blog/", line: 2 },
      { url: "../other.mdx", line: 7 },
      { url: "/sponsor", line: 12 },
      { url: "https://example.org", line: 14 },
    ])
  })
})

describe("link resolution", () => {
  const file = "/repo/content/docs/next/manual/get_started.mdx"
  const urlOfFile = (absolute: string) =>
    absolute === "/repo/content/docs/next/manual/installation.mdx" ? "/docs/next/manual/installation" : null

  it("resolves file links through the file's URL and keeps the anchor", () => {
    expect(resolveContentLink("./installation.mdx#linux", file, "/docs/next/manual/get_started", urlOfFile)).toEqual({
      kind: "page",
      path: "/docs/next/manual/installation",
      hash: "#linux",
    })
  })
  it("reports a file link to nothing", () => {
    expect(resolveContentLink("./nope.mdx", file, "/docs/next/manual/get_started", urlOfFile)).toEqual({
      kind: "missing-file",
      file: path.resolve("/repo/content/docs/next/manual/nope.mdx"),
    })
  })
  it("resolves other relative links against the page URL", () => {
    expect(resolveContentLink("exit", file, "/docs/next/manual/get_started", urlOfFile)).toMatchObject({
      path: "/docs/next/manual/exit",
    })
  })
  it("skips external links and bare anchors", () => {
    for (const url of ["https://x.org", "mailto:a@b.c", "#top", "//cdn.example/x"]) {
      expect(resolveContentLink(url, file, "/", urlOfFile)).toEqual({ kind: "skip" })
    }
  })
  it("normalises site paths", () => {
    expect(normalizeSitePath("/blog/")).toBe("/blog")
    expect(normalizeSitePath("/docs/index.html")).toBe("/docs")
    expect(normalizeSitePath("/a.html?x=1")).toBe("/a")
    expect(normalizeSitePath("/")).toBe("/")
  })
  it("lists each broken link with file, line and link", () => {
    const pages = new Map<string, ReadonlySet<string> | null>([
      ["/docs/next/manual/installation", new Set(["linux"])],
      ["/blog", null],
    ])
    const errors = findBrokenLinks(
      [{ file: "content/docs/next/manual/get_started.mdx", absolutePath: file, url: "/docs/next/manual/get_started", links: linksInTree(parseMarkdown(source)) }],
      { anchorsOf: path => pages.get(path), urlOfFile }
    )
    expect(errors.map(error => error.message)).toEqual([
      'content/docs/next/manual/get_started.mdx:7: broken link "../other.mdx": no content file at that path',
      'content/docs/next/manual/get_started.mdx:12: broken link "/sponsor": no page at /sponsor',
    ])
  })
})

describe("headings", () => {
  it("slugs like GitHub, deduplicating in document order", () => {
    expect(headingsOfTree(parseMarkdown("## Hello `Rsvim.opt`!\n\n### Setup\n\n## Setup\n"))).toEqual([
      { depth: 2, text: "Hello Rsvim.opt!", id: "hello-rsvimopt" },
      { depth: 3, text: "Setup", id: "setup" },
      { depth: 2, text: "Setup", id: "setup-1" },
    ])
  })
})

describe("blog rules", () => {
  it("reads a post's whole path under blog/ as Docusaurus does: the date anywhere in it, folders kept in the URL after the date", () => {
    const read = (path: string) => {
      const name = parsePostPath(path)
      return [name.date, postUrl(name), name.slug, name.text]
    }
    expect(read("2024-08-29-motivation/index.mdx")).toEqual(["2024-08-29", "/blog/2024/08/29/motivation", "motivation", "motivation"])
    expect(read("2025-08-28-v0.1.2/index.md")).toEqual(["2025-08-28", "/blog/2025/08/28/v0.1.2", "v0.1.2", "v0.1.2"])
    expect(read("2024-08-29-motivation.md")).toEqual(["2024-08-29", "/blog/2024/08/29/motivation", "motivation", "motivation"])
    // A folder before the date stays in the URL, after the date.
    expect(read("releases/2024-05-01-v1.md")).toEqual(["2024-05-01", "/blog/2024/05/01/releases/v1", "releases/v1", "v1"])
    expect(read("releases/2024-05-01-v1/index.mdx")).toEqual(["2024-05-01", "/blog/2024/05/01/releases/v1", "releases/v1", "v1"])
    // The date as folders, and what follows it.
    expect(read("2024/05/01/welcome.md")).toEqual(["2024-05-01", "/blog/2024/05/01/welcome", "welcome", "welcome"])
    expect(read("2024/05/01/welcome/index.md")).toEqual(["2024-05-01", "/blog/2024/05/01/welcome", "welcome", "welcome"])
    expect(read("2024-05-01-hello/notes.md")).toEqual(["2024-05-01", "/blog/2024/05/01/hello/notes", "hello/notes", "hello/notes"])
    expect(read("2024/5/1-one-digit.md")).toEqual(["2024-05-01", "/blog/2024/5/1/one-digit", "one-digit", "one-digit"])
    // No date: the whole path is the URL under the blog (the date then comes from the front matter).
    expect(read("welcome.md")).toEqual([undefined, "/blog/welcome", "welcome", "welcome"])
    expect(read("notes/hello/index.mdx")).toEqual([undefined, "/blog/notes/hello", "notes/hello", "notes/hello"])
    expect(read("2024/notes.md")).toEqual([undefined, "/blog/2024/notes", "2024/notes", "2024/notes"])
    expect(() => parsePostPath("2024-13-45-x.md")).toThrow("the date in its name, 2024-13-45, is no day of the calendar")
  })
  it("cuts the excerpt at the truncate marker and renders it through the page's plugins", () => {
    const body = "Intro with **bold**, [a link](/blog) and [a file](./other.mdx#part).\n\n:::tip[Try it]\nRun `rsvim`.\n:::\n\n{/* truncate */}\n\nRest."
    const excerpt = excerptOfTree(parseMarkdown(body))
    expect(excerpt.hasTruncateMarker).toBe(true)
    const html = renderExcerptHtml(excerpt.tree, "/site/content/blog/2024-01-01-x/index.mdx", {
      urlOfFile: file => (file === "/site/content/blog/2024-01-01-x/other.mdx" ? "/blog/2024/01/02/other" : null),
    })
    expect(html).toContain('<p>Intro with <strong>bold</strong>, <a href="/blog">a link</a> and <a href="/blog/2024/01/02/other#part">a file</a>.</p>')
    expect(html).not.toContain("Rest.")
    // The call-out is the markup the page's Admonition component renders, title and classes included.
    const page = renderToStaticMarkup(
      React.createElement(Admonition, { type: "tip", title: "Try it", children: null }, React.createElement("p", null, "Run ", React.createElement("code", null, "rsvim"), "."))
    )
    const aside = /<aside[\s\S]*<\/aside>/.exec(html)![0].replace(/>\s+</g, "><")
    expect(aside).toBe(page)
  })

  it("gives an excerpt's call-out without a title its type's title, as the page does", () => {
    const excerpt = excerptOfTree(parseMarkdown(":::warning\nCareful.\n:::\n\n{/* truncate */}\n"))
    const html = renderExcerptHtml(excerpt.tree, "/site/content/blog/2024-01-01-x/index.mdx", { urlOfFile: () => null }).replace(/>\s+</g, "><")
    expect(html).toContain('<aside class="admonition admonition--warning" aria-label="Warning"><p class="admonition__heading"><span class="admonition__icon" aria-hidden="true"></span>Warning</p>')
  })

  it("takes the first paragraph when a post has no marker, in Markdown and MDX", () => {
    const plain = excerptOfTree(parseMarkdown("# Title\n\nFirst words.\n\nSecond."))
    expect(plain.hasTruncateMarker).toBe(false)
    expect(plainTextOfTree(plain.tree)).toBe("First words.")
    expect(excerptOfTree(parseMarkdown("A\n\n<!-- truncate -->\n\nB", "md")).hasTruncateMarker).toBe(true)
  })
  it("estimates reading time at 200 words a minute", () => {
    expect(readingMinutes("word ".repeat(1000))).toBe(5)
    expect(readingMinutes("short")).toBe(1)
  })
})
