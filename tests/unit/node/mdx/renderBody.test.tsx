import path from "node:path"
import { describe, expect, it } from "vitest"
import { createBodyRenderer } from "../../../../src/node/mdx/renderBody"
import { standaloneMdxOptions } from "../../../../src/node/mdx/gatsbyMdxOptions"
import { formatOfFile, parseMarkdown } from "../../../../src/node/content/headings"
import { parseContentFile } from "../../../../src/node/content/parseContentFile"
import { ContentError } from "../../../../src/node/content/contentError"
import { remarkContentLinks } from "../../../../src/node/mdx/remarkContentLinks"

/** The options gatsby-plugin-mdx makes of gatsby-config's, as the build gets them. */
async function renderer(pathPrefix = "") {
  const options = await standaloneMdxOptions()
  // The build's prefix comes from the environment (src/node/content/pathPrefix.ts); here it is set for the test.
  const remarkPlugins = options.remarkPlugins!.map(plugin => (plugin === remarkContentLinks ? ([remarkContentLinks, { pathPrefix }] as never) : plugin))
  return createBodyRenderer({ ...options, remarkPlugins })
}

const file = path.resolve("content/docs/next/manual/example.mdx")
const render = async (body: string, pathPrefix = "") => (await renderer(pathPrefix)).render(parseMarkdown(body), { absolutePath: file, file: "content/docs/next/manual/example.mdx", lineOffset: 3 })

describe("content bodies rendered to HTML at build time", () => {
  it("give headings their ids and anchor links, and keep prose as written", async () => {
    const html = await render("Some *prose*.\n\n## Check the installation\n\nMore.")
    expect(html).toContain("<p>Some <em>prose</em>.</p>")
    expect(html).toContain('<h2 id="check-the-installation" class="heading">Check the installation<a href="#check-the-installation" class="heading__anchor"')
  })

  it("render admonitions, highlighted code with its title and copy button, and tabs", async () => {
    const html = await render(
      [
        ":::tip[Before you start]\nInstall **Rust** first.\n:::",
        '```ts title="rsvim.ts"\nconst x = 1\n```',
        '<Tabs groupId="os">\n<TabItem value="linux" label="Linux">\nlinux steps\n</TabItem>\n<TabItem value="macos" label="macOS" default>\nmacos steps\n</TabItem>\n</Tabs>',
      ].join("\n\n")
    )
    expect(html).toContain('<aside class="admonition admonition--tip" aria-label="Before you start"><p class="admonition__heading"><span class="admonition__icon" aria-hidden="true"></span>Before you start</p>')
    expect(html).toContain('<div class="code-block__title">rsvim.ts</div>')
    expect(html).toMatch(/<code class="language-typescript code-block__code"><span class="token-line"><span class="token keyword">const<\/span>/)
    expect(html).toContain('data-copy-code=""')
    expect(html).toContain('data-tabs="" data-group-id="os"')
    // The default tab is selected; the other panel is hidden.
    expect(html).toMatch(/aria-selected="true"[^>]*data-value="macos"/)
    expect(html).toMatch(/hidden=""[^>]*data-value="linux"/)
  })

  it("put the path prefix on site links, Markdown and JSX alike, and open other hosts in a new tab", async () => {
    const html = await render('[Blog](/blog) and <a href="/sponsor">sponsor</a> and [GitHub](https://github.com/rsvim/rsvim).', "/rsvim")
    expect(html).toContain('<a href="/rsvim/blog">Blog</a>')
    expect(html).toContain('<a href="/rsvim/sponsor">sponsor</a>')
    expect(html).toContain('<a href="https://github.com/rsvim/rsvim" target="_blank" rel="noopener noreferrer">GitHub</a>')
  })

  it("name the file and line of a component the site does not provide", async () => {
    const failure = render("Intro.\n\nPress <Key name=\"Esc\" /> to leave.")
    await expect(failure).rejects.toBeInstanceOf(ContentError)
    await expect(failure).rejects.toThrow(
      "content/docs/next/manual/example.mdx:6: component <Key> is not provided here: this site renders MDX at build time with its own components: remove it and write that part in Markdown, use one of the components a page has without importing them (<Tabs>, <TabItem>, <Admonition>, <CodeBlock>, <Details>, <ThemedImage>, <TOCInline>), or define it in the page (export const Name = ...)"
    )
    // One the page defines itself is its own, even beside an unknown one named later.
    const own = render("export const Key = ({ name }) => <kbd>{name}</kbd>\n\nPress <Key name=\"Esc\" />, then <Other.Part />.")
    await expect(own).rejects.toThrow("example.mdx:6: component <Other.Part> is not provided here")
    expect(await render("export const Key = ({ name }) => <kbd>{name}</kbd>\n\nPress <Key name=\"Esc\" />.")).toContain("<kbd>Esc</kbd>")
  })

  it("render Docusaurus' <ThemedImage>, <TOCInline> and useBaseUrl as imported from its theme", async () => {
    const source = [
      "import ThemedImage from '@theme/ThemedImage';",
      "import TOCInline from '@theme/TOCInline';",
      "import useBaseUrl from '@docusaurus/useBaseUrl';",
      "",
      "# Title",
      "",
      "<TOCInline toc={toc} />",
      "",
      "## First {#one}",
      "### Inner",
      "#### Too deep",
      "## Second",
      "",
      "<ThemedImage alt=\"Logo\" sources={{ light: useBaseUrl('/img/light.svg'), dark: useBaseUrl('/img/dark.svg') }} />",
      "",
      "<a href={useBaseUrl('https://example.com/x')}>out</a>",
    ].join("\n")
    const previous = process.env.PATH_PREFIX
    const previousFlag = process.env.PREFIX_PATHS
    process.env.PATH_PREFIX = "/rsvim"
    process.env.PREFIX_PATHS = "true"
    const { tree } = (() => {
      try {
        return parseContentFile(source, "content/docs/next/manual/example.md")
      } finally {
        process.env.PATH_PREFIX = previous
        process.env.PREFIX_PATHS = previousFlag
        if (previous === undefined) delete process.env.PATH_PREFIX
        if (previousFlag === undefined) delete process.env.PREFIX_PATHS
      }
    })()
    const html = await (await renderer()).render(tree, { absolutePath: file, file: "content/docs/next/manual/example.md" })
    expect(html).toContain('<div class="toc-inline"><ul><li><a href="#one">First</a><ul><li><a href="#inner">Inner</a></li></ul></li><li><a href="#second">Second</a></li></ul></div>')
    expect(html).toContain('<img src="/rsvim/img/light.svg" alt="Logo" class="themed-image themed-image--light"/><img src="/rsvim/img/dark.svg" alt="Logo" class="themed-image themed-image--dark"/>')
    expect(html).toContain('href="https://example.com/x"')
  })

  it("name the file when running the body fails", async () => {
    const failure = render("export const broken = () => { throw new Error(\"no way\") }\n\n{broken()}")
    await expect(failure).rejects.toThrow(/^content\/docs\/next\/manual\/example\.mdx: cannot render the page body: no way/)
  })

  it("under markdown.format \"detect\", render a .md file as CommonMark with GFM: its HTML parsed into the page whole, comments dropped, admonitions and ids as in MDX", async () => {
    const mdFile = "content/docs/next/manual/keys.md"
    const source = "---\ntitle: Keys\n---\n\nPress <kbd>Esc</kbd> {twice}.\n\n<!-- a note for writers -->\n\n<details>\n<summary>More</summary>\n\nInner **bold**.\n\n</details>\n\n## Leave {#quit}\n\n:::tip\nSave first.\n:::\n\n| a | b |\n| - | - |\n| 1 | 2 |\n"
    const format = formatOfFile(mdFile, "detect")
    expect(format).toBe("md")
    const { tree, lineOffset } = parseContentFile(source, mdFile, format)
    const html = await (await renderer()).render(tree, { absolutePath: path.resolve(mdFile), file: mdFile, lineOffset, format })
    expect(html).toContain("<p>Press <kbd>Esc</kbd> {twice}.</p>")
    expect(html).not.toContain("a note for writers")
    expect(html).toMatch(/<details>\s*<summary>More<\/summary>\s*<p>Inner <strong>bold<\/strong>.<\/p>\s*<\/details>/)
    expect(html).toContain('<h2 id="quit" class="heading">Leave<a href="#quit"')
    expect(html).toContain('<aside class="admonition admonition--tip"')
    expect(html).toContain("<table><thead><tr><th>a</th><th>b</th></tr></thead>")
  })

  it("render an MDX file written for Docusaurus: HTML comments and {#custom-id} headings, and the leading # H1 left to the page", async () => {
    const source = "# Getting started\n\nIntro.\n\n<!-- truncate -->\n\n## Install {#setup}\n"
    const { tree, contentTitle } = parseContentFile(source, "content/docs/next/manual/example.mdx")
    expect(contentTitle).toBe("Getting started")
    const html = await (await renderer()).render(tree, { absolutePath: file, file: "content/docs/next/manual/example.mdx" })
    expect(html).not.toContain("<h1")
    expect(html).not.toContain("truncate")
    expect(html).toContain('<h2 id="setup" class="heading">Install<a href="#setup"')
  })

  it("render Docusaurus' admonitions: a title after the type (MDX 1's way) or in brackets, nested ones in full, each with its type's icon", async () => {
    const html = await render("::::info Before you start\nOuter.\n\n:::danger[Do not]\nInner.\n:::\n\n::::\n\n:::tip\nPlain.\n:::")
    expect(html).toBe(
      '<aside class="admonition admonition--info" aria-label="Before you start"><p class="admonition__heading"><span class="admonition__icon" aria-hidden="true"></span>Before you start</p><div class="admonition__body"><p>Outer.</p>' +
        '<aside class="admonition admonition--danger" aria-label="Do not"><p class="admonition__heading"><span class="admonition__icon" aria-hidden="true"></span>Do not</p><div class="admonition__body"><p>Inner.</p></div></aside></div></aside>\n' +
        '<aside class="admonition admonition--tip" aria-label="Tip"><p class="admonition__heading"><span class="admonition__icon" aria-hidden="true"></span>Tip</p><div class="admonition__body"><p>Plain.</p></div></aside>'
    )
  })

  it("render a page written for Docusaurus' theme: @theme imports, <CodeBlock>, <Details>, showLineNumbers and highlight magic comments", async () => {
    const source = [
      "import Tabs from '@theme/Tabs';",
      "import TabItem from '@theme/TabItem';",
      "import CodeBlock from '@theme/CodeBlock';",
      "import Details from '@theme/Details';",
      "",
      '<Tabs groupId="os">\n<TabItem value="linux" label="Linux" default>\nlinux steps\n</TabItem>\n</Tabs>',
      "",
      '<CodeBlock language="js" title="a.js" showLineNumbers>{`const a = 1`}</CodeBlock>',
      "",
      "```ts showLineNumbers=3\n// highlight-next-line\nconst x = 1\nconst y = 2\n```",
      "",
      '<Details summary="More">\nHidden.\n</Details>',
    ].join("\n")
    const { tree } = parseContentFile(source, "content/docs/next/manual/example.mdx")
    const html = await (await renderer()).render(tree, { absolutePath: file, file: "content/docs/next/manual/example.mdx" })
    expect(html).toContain('data-tabs="" data-group-id="os"')
    expect(html).toMatch(/<div class="code-block code-block--numbered" style="--first-line:0"><div class="code-block__title">a\.js<\/div>/)
    expect(html).toContain('<div class="code-block code-block--numbered" style="--first-line:2">')
    expect(html).toMatch(/<span class="token-line highlighted-line"><span class="token keyword">const<\/span> x/)
    expect(html).not.toContain("highlight-next-line")
    expect(html).toContain('<details class="details"><summary>More</summary><div class="details__body"><p>Hidden.</p></div></details>')
  })

  const fenceWithMeta = '```ts title="keys.ts" {1,3} showLineNumbers\nconst a = 1\nconst b = 2\nconst c = 3\n```'
  const expectFenceMeta = (html: string) => {
    expect(html).toMatch(/<div class="code-block code-block--numbered" style="--first-line:0"><div class="code-block__title">keys\.ts<\/div>/)
    expect(html.match(/class="token-line highlighted-line"/g)).toHaveLength(2)
    expect(html).toMatch(/<span class="token-line highlighted-line"><span class="token keyword">const<\/span> c/)
  }

  it("read a .md file as MDX by default, as Docusaurus 3 does: JSX, @theme imports and HTML comments in it, and its fences' title, ranges and line numbers", async () => {
    const mdFile = "content/docs/next/manual/keys.md"
    expect(formatOfFile(mdFile)).toBe("mdx")
    expect(formatOfFile("content/docs/next/manual/keys.mdx", "md")).toBe("md")
    const source = ["import Tabs from '@theme/Tabs';", "import TabItem from '@theme/TabItem';", "", "<!-- a note for writers -->", "", '<Tabs>\n<TabItem value="a" label="A">\nfirst\n</TabItem>\n</Tabs>', "", "Press <kbd>Esc</kbd>.", "", fenceWithMeta].join("\n")
    const { tree, lineOffset } = parseContentFile(source, mdFile)
    const html = await (await renderer()).render(tree, { absolutePath: path.resolve(mdFile), file: mdFile, lineOffset })
    expect(html).toContain("data-tabs=")
    expect(html).not.toContain("a note for writers")
    expect(html).toContain("<p>Press <kbd>Esc</kbd>.</p>")
    expectFenceMeta(html)
  })

  it("keep a fence's title, ranges and line numbers in a .md file read as CommonMark (detect), as in MDX", async () => {
    const mdFile = "content/docs/next/manual/keys.md"
    const { tree, lineOffset } = parseContentFile(`Intro <kbd>x</kbd>.\n\n${fenceWithMeta}\n`, mdFile, "md")
    const html = await (await renderer()).render(tree, { absolutePath: path.resolve(mdFile), file: mdFile, lineOffset, format: "md" })
    expectFenceMeta(html)
    expect(html).not.toContain("data-code-meta")
  })
})
