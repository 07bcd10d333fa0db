import { describe, expect, it } from "vitest"
import { unified } from "unified"
import remarkParse from "remark-parse"
import remarkRehype from "remark-rehype"
import rehypeStringify from "rehype-stringify"
import { highlightCode, highlightedHtml } from "../../../../src/node/highlight/highlightCode"
import { rehypeHighlightCode } from "../../../../src/node/mdx/rehypeHighlightCode"

const textOf = (lines: [string, string][][]) => lines.map(line => line.map(([, text]) => text).join("")).join("\n")

describe("build-time highlighting", () => {
  it("splits TypeScript into classed tokens and keeps the text exactly", () => {
    const source = 'const buf = Rsvim.buf.current();\n\n// the cursor\nexport default buf\n'
    const { language, lines } = highlightCode(source, "ts")
    expect(language).toBe("typescript")
    expect(lines).toHaveLength(4)
    expect(lines[0][0]).toEqual(["keyword", "const"])
    expect(lines[1]).toEqual([])
    expect(lines[2]).toEqual([["comment", "// the cursor"]])
    expect(textOf(lines)).toBe(source.replace(/\n$/, ""))
  })

  it("merges neighbouring tokens of one type and leaves plain text unclassed", () => {
    const { lines } = highlightCode("a   b", "typescript")
    expect(lines).toEqual([[["", "a   b"]]])
  })

  it("reads CRLF line breaks as one break", () => {
    expect(textOf(highlightCode("let a = 1\r\nlet b = 2", "js").lines)).toBe("let a = 1\nlet b = 2")
  })

  it("highlights the shells and formats the docs use beyond prism-react-renderer's bundle", () => {
    for (const [fence, canonical] of [["sh", "bash"], ["pwsh", "powershell"], ["toml", "toml"], ["rust", "rust"], ["json", "json"], ["yaml", "yaml"]]) {
      const sample = canonical === "powershell" ? "Get-Item $env:HOME" : canonical === "json" ? '{"a": 1}' : canonical === "yaml" ? "a: 1" : canonical === "toml" ? 'a = "b"' : canonical === "rust" ? "fn main() {}" : "echo $HOME"
      const { language, lines } = highlightCode(sample, fence)
      expect(language, fence).toBe(canonical)
      expect(lines.flat().some(([types]) => types !== ""), fence).toBe(true)
    }
  })

  it("keeps a language Prism does not know as plain text, and no language as text", () => {
    expect(highlightCode("x := 1\ny", "zig")).toEqual({ language: "zig", lines: [[["", "x := 1"]], [["", "y"]]] })
    expect(highlightCode("hello").language).toBe("text")
  })
})

describe("highlighted markup", () => {
  it("escapes the text, classes the tokens, marks lines and ends each line with its break", () => {
    const { lines } = highlightCode("if (a < b) {}\nx && y", "js")
    const html = highlightedHtml(lines, new Set([2]))
    expect(html).toMatch(/^<span class="token-line"><span class="token keyword[^"]*">if<\/span>/)
    expect(html).toContain("&lt;")
    expect(html).toContain('<span class="token-line highlighted-line">x ')
    expect(html).toContain("&amp;&amp;")
    expect(html.replace(/<[^>]+>/g, "").replace(/&lt;/g, "<").replace(/&amp;/g, "&")).toBe("if (a < b) {}\nx && y\n")
  })
})

describe("rehypeHighlightCode", () => {
  const render = (markdown: string) =>
    String(unified().use(remarkParse).use(remarkRehype).use(rehypeHighlightCode).use(rehypeStringify).processSync(markdown))
  /** The data-html attribute, unescaped as the browser would read it. */
  const entities: Record<string, string> = { quot: '"', amp: "&", lt: "<", gt: ">" }
  const codeHtml = (html: string) =>
    /data-html="([^"]*)"/
      .exec(html)![1]
      .replace(/&(?:#x([0-9a-f]+)|#(\d+)|(\w+));/gi, (whole, hex, dec, name) =>
        hex ? String.fromCodePoint(parseInt(hex, 16)) : dec ? String.fromCodePoint(Number(dec)) : entities[name] ?? whole
      )

  it("marks the lines named in the fence meta and carries the title on the <pre>", () => {
    const html = render('```ts title="rsvim.ts" {1,3}\nconst a = 1\nconst b = 2\nconst c = 3\n```\n')
    expect(html).toMatch(/^<pre class="language-typescript" data-title="rsvim.ts"><code class="language-typescript" data-html="[^"]+"><\/code><\/pre>/)
    const inner = codeHtml(html)
    const lines = [...inner.matchAll(/<span class="(token-line[^"]*)">/g)].map(match => match[1])
    expect(lines).toEqual(["token-line highlighted-line", "token-line", "token-line highlighted-line"])
    expect(inner).toContain('<span class="token keyword">const</span>')
    // Tags stripped, the code reads as written, one line break per line.
    expect(inner.replace(/<[^>]+>/g, "")).toBe("const a = 1\nconst b = 2\nconst c = 3\n")
  })

  it("gives fences without a language the text class and leaves inline code alone", () => {
    const html = render("Run `rsvim --version`.\n\n```\nplain <text>\n```\n")
    expect(html).toContain("<code>rsvim --version</code>")
    expect(html).toContain('<pre class="language-text"><code class="language-text" data-html=')
    expect(codeHtml(html)).toBe('<span class="token-line">plain &lt;text&gt;\n</span>')
  })

  it("reads the fence's text exactly: indentation, tabs and blank lines kept", () => {
    const html = render("```\n  indented\ta  b\n\n    deeper\n```\n")
    expect(codeHtml(html).replace(/<[^>]+>/g, "")).toBe("  indented\ta  b\n\n    deeper\n")
  })
})
