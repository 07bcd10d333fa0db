import { describe, expect, it } from "vitest"
import { docusaurusSyntaxToParse } from "../../../../src/node/content/docusaurusSyntax"
import { headingsOfTree, parseMarkdown } from "../../../../src/node/content/headings"

describe("Docusaurus' syntax beyond MDX 2, rewritten before parsing", () => {
  it("turns HTML comments in MDX into MDX comments, one line or several, keeping every line", () => {
    const source = "Intro.\n\n<!-- truncate -->\n\nText <!-- inline --> here.\n\n<!--\nTwo\nlines\n-->\n"
    const rewritten = docusaurusSyntaxToParse(source, "mdx")
    expect(rewritten).toBe("Intro.\n\n{/* truncate */}\n\nText {/* inline */} here.\n\n{/*\nTwo\nlines\n*/}\n")
    expect(() => parseMarkdown(source, "mdx")).not.toThrow()
  })

  it("leaves comments in fenced code and inline code as written", () => {
    const source = "```html\n<!-- kept -->\n```\n\n~~~~\n```\n<!-- kept too -->\n~~~~\n\nSee `<!-- this -->`."
    expect(docusaurusSyntaxToParse(source, "mdx")).toBe(source)
  })

  it("escapes a heading's {#custom-id} so MDX reads it as text, and nothing else in braces", () => {
    expect(docusaurusSyntaxToParse("## Install {#setup}\n\nA {#not-a-heading} expression.\n", "mdx")).toBe("## Install \\{#setup\\}\n\nA {#not-a-heading} expression.\n")
  })

  it("leaves Markdown files' comments and braces alone: their comments are HTML and their braces text", () => {
    const source = "<!-- truncate -->\n\n## Install {#setup}\n"
    expect(docusaurusSyntaxToParse(source, "md")).toBe(source)
  })

  it("makes an admonition title written after the type (MDX 1's way) the directive's label, in MDX and Markdown alike", () => {
    for (const format of ["mdx", "md"] as const) {
      expect(docusaurusSyntaxToParse(":::tip Before you start\nText.\n:::\n\n::::info  Two [words]  \n:::\n::::\n", format)).toBe(
        ":::tip[Before you start]\nText.\n:::\n\n::::info[Two \\[words\\]]\n:::\n::::\n"
      )
    }
    const untouched = ":::tip[Already]\n:::\n\n:::note{.x}\n:::\n\n```\n:::tip In code\n```\n"
    expect(docusaurusSyntaxToParse(untouched, "mdx")).toBe(untouched)
  })
})

describe("custom heading ids", () => {
  it("are taken off the heading's text and become its id, in MDX and Markdown alike", () => {
    for (const format of ["mdx", "md"] as const) {
      const headings = headingsOfTree(parseMarkdown("## Install it {#setup}\n\n## Install it\n\n### `code` title {#code}\n", format))
      expect(headings).toEqual([
        { depth: 2, text: "Install it", id: "setup" },
        { depth: 2, text: "Install it", id: "install-it" },
        { depth: 3, text: "code title", id: "code" },
      ])
    }
  })
})
