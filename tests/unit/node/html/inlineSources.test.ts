import { createHash } from "node:crypto"
import { describe, expect, it } from "vitest"
import { collectInlineSources, hashSource, inlineSources, partialSourcesProblem } from "../../../../src/node/html/inlineSources"

const page = (extra = "") =>
  `<!DOCTYPE html><html><head><style data-href="/styles.1.css">a{color:red}</style><script>document.documentElement.classList.add('js')</script>` +
  `<script type="module">const e=1</script><noscript><style>.x{opacity:1}</style></noscript><script type="application/ld+json">{"a":1}</script></head>` +
  `<body>${extra}<template id="t"><script type="application/json" data-window-globals>{"pagePath":"/a"}</script><script src="/app.js" async></script></template>` +
  `<script id="loader">load()</script></body></html>`

describe("the inline sources of a page", () => {
  it("lists every inline script a browser runs and every style element, template and noscript contents included, and no data block or script file", () => {
    expect(inlineSources(page())).toEqual([
      { kind: "style", text: "a{color:red}" },
      { kind: "script", text: "document.documentElement.classList.add('js')" },
      { kind: "script", text: "const e=1" },
      { kind: "style", text: ".x{opacity:1}" },
      { kind: "script", text: "load()" },
    ])
  })

  it("hashes the element's exact text as CSP does (sha256, base64)", () => {
    const text = "alert('é')\n"
    expect(hashSource(text)).toBe(`'sha256-${createHash("sha256").update(Buffer.from(text, "utf8")).digest("base64")}'`)
    // A known vector: the empty script.
    expect(hashSource("")).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='")
  })
})

describe("inline sources across pages", () => {
  it("counts each distinct source once with the pages it is on", () => {
    const uses = collectInlineSources([
      { page: "/", html: page("<script>banner()</script>") },
      { page: "/a", html: page() },
    ])
    expect(uses.map((use) => [use.kind, use.start, use.pages])).toEqual([
      ["style", "a{color:red}", ["/", "/a"]],
      ["script", "document.documentElement.classList.add('js')", ["/", "/a"]],
      ["script", "const e=1", ["/", "/a"]],
      ["style", ".x{opacity:1}", ["/", "/a"]],
      ["script", "banner()", ["/"]],
      ["script", "load()", ["/", "/a"]],
    ])
    expect(partialSourcesProblem(uses, 2)).toBeNull()
  })

  it("fails when sources differ from page to page (a per-page script would need a hash per page)", () => {
    const pages = ["/a", "/b", "/c", "/d"].map((path) => ({ page: path, html: page(`<script>window.pagePath="${path}"</script>`) }))
    const problem = partialSourcesProblem(collectInlineSources(pages), pages.length)
    expect(problem).toMatch(/4 inline scripts or styles differ between pages \(at most 2 may\)/)
    expect(problem).toContain('script on 1 of 4 pages (/a): window.pagePath="/a"')
  })
})
