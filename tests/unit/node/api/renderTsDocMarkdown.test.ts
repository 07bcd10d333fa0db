import { describe, expect, it, vi } from "vitest"
import {
  extractExamples,
  renderBlockHtml,
  renderInlineHtml,
  renderSeeEntries,
  renderSummaryAndDescription,
  type CommentPart,
  type InlineTagPart,
  type LinkResolver,
} from "../../../../src/node/api/renderTsDocMarkdown"

const text = (t: string): CommentPart => ({ kind: "text", text: t })
const code = (t: string): CommentPart => ({ kind: "code", text: t })
const link = (t: string, tag: InlineTagPart["tag"] = "@link"): InlineTagPart => ({ kind: "inline-tag", tag, text: t })

const resolver: LinkResolver = (part) =>
  part.text === "Known" ? { url: "/docs/api/rsvim/classes/Known", external: false, label: "Known" } : null

describe("renderSummaryAndDescription", () => {
  it("takes the first paragraph as summary and the rest as description", () => {
    const parts = [text("First *line*.\n\nSecond with "), code("`x`"), text(".\n\n- a\n- b")]
    expect(renderSummaryAndDescription(parts, resolver)).toEqual({
      summaryHtml: "<p>First <em>line</em>.</p>",
      descriptionHtml: "<p>Second with <code>x</code>.</p>\n<ul>\n<li>a</li>\n<li>b</li>\n</ul>",
    })
  })

  it("has no summary when the comment does not open with a paragraph", () => {
    expect(renderSummaryAndDescription([text("- only a list")], resolver).summaryHtml).toBe("")
    expect(renderSummaryAndDescription(undefined, resolver)).toEqual({ summaryHtml: "", descriptionHtml: "" })
  })

  it("supports GitHub-flavoured Markdown", () => {
    const html = renderBlockHtml([text("| a | b |\n| - | - |\n| 1 | 2 |\n\n~~old~~")], resolver)
    expect(html).toContain("<table>")
    expect(html).toContain("<del>old</del>")
  })
})

describe("links", () => {
  it("turns resolved {@link} tags into anchors without touching surrounding Markdown", () => {
    const html = renderInlineHtml([text("See *the* "), link("Known"), text(" [x](https://e.org) now.")], resolver)
    expect(html).toBe('See <em>the</em> <a href="/docs/api/rsvim/classes/Known">Known</a> <a href="https://e.org" target="_blank" rel="noopener noreferrer">x</a> now.')
  })

  it("renders @linkcode labels as code and escapes labels as text", () => {
    const resolve: LinkResolver = () => ({ url: "/u", external: false, label: "a <b> & *c*" })
    expect(renderInlineHtml([link("X", "@linkcode")], resolve)).toBe('<a href="/u"><code>a &#x3C;b> &#x26; *c*</code></a>')
    expect(renderInlineHtml([link("X")], resolve)).toBe('<a href="/u">a &#x3C;b> &#x26; *c*</a>')
  })

  it("leaves an unresolved link as plain text and asks the resolver only once per tag", () => {
    const spy = vi.fn(resolver)
    expect(renderInlineHtml([text("Go to "), link("Missing | there")], spy)).toBe("Go to Missing | there")
    expect(spy).toHaveBeenCalledTimes(1)
  })
})

describe("examples and @see", () => {
  it("keeps fenced code as data, with the tag name and any prose as caption", () => {
    const tag = { tag: "@example" as const, name: "Two `ways`", content: [code("```js\na()\n```"), text("\n\nor\n\n"), code("```ts\nb()\n```")] }
    expect(extractExamples(tag, resolver)).toEqual([
      { language: "js", code: "a()", captionHtml: "Two <code>ways</code> or" },
      { language: "ts", code: "b()", captionHtml: "Two <code>ways</code> or" },
    ])
  })

  it("splits a merged @see list into one entry per item and finds each first link", () => {
    const entries = renderSeeEntries([text("- "), link("Known"), text("\n- [Docs](https://e.org/d)\n- plain words")], resolver)
    expect(entries).toEqual([
      { html: '<a href="/docs/api/rsvim/classes/Known">Known</a>', text: "Known", url: "/docs/api/rsvim/classes/Known" },
      { html: '<a href="https://e.org/d" target="_blank" rel="noopener noreferrer">Docs</a>', text: "Docs", url: "https://e.org/d" },
      { html: "plain words", text: "plain words", url: null },
    ])
  })
})
