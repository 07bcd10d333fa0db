import crypto from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { unified } from "unified"
import remarkParse from "remark-parse"
import remarkMdx from "remark-mdx"
import remarkRehype from "remark-rehype"
import rehypeStringify from "rehype-stringify"
import { copyPublishedImages, imagesInTree, publishedImage } from "../../../src/node/content/contentImages"
import { parseMarkdown } from "../../../src/node/content/headings"
import { loadContentTree } from "../../../src/node/content/loadContentTree"
import { contentConfig, type MarkdownFormatSetting } from "../../../src/config/content"
import { remarkContentImages } from "../../../src/node/mdx/remarkContentImages"
import { contentFixture } from "./contentFixture"

const diagram = path.resolve(__dirname, "../../fixtures/content-images/diagram.png")
const diagramHash = crypto.createHash("sha256").update(fs.readFileSync(diagram)).digest("hex").slice(0, 12)
const roots: string[] = []
afterAll(() => roots.forEach(root => fs.rmSync(root, { recursive: true, force: true })))

/** A content tree whose setup doc says `body`, with diagram.png beside it unless `withImage` is false. */
function site(body: string, withImage = true): string {
  const root = contentFixture({ "content/docs/1.0/manual/setup.mdx": `---\ntitle: Setup\n---\n\n${body}` }, roots)
  if (withImage) fs.copyFileSync(diagram, path.join(root, "content/docs/1.0/manual/diagram.png"))
  return root
}

/** An MDX body as the site's pipeline turns it into HTML, images published. */
function html(body: string, file: string, pathPrefix = ""): string {
  const processor = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkContentImages, { pathPrefix })
    .use(remarkRehype, { passThrough: ["mdxJsxFlowElement", "mdxJsxTextElement"] })
  const tree = processor.runSync(processor.parse(body), { path: file })
  // JSX elements stay JSX in MDX; for this test, show a JSX <img> as the element it renders.
  type TestNode = { type: string; name?: string; tagName?: string; attributes: { name: string; value: unknown }[]; properties?: object; children?: TestNode[] }
  const visit = (node: TestNode) => {
    if (node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") {
      node.type = "element"
      node.tagName = node.name
      node.properties = Object.fromEntries(node.attributes.map(attribute => [attribute.name, attribute.value]))
    }
    node.children?.forEach(visit)
  }
  visit(tree as unknown as TestNode)
  return String(unified().use(rehypeStringify).stringify(tree as never))
}

describe("images beside content", () => {
  it("a missing image fails the content check, naming the file and the line", async () => {
    const root = site("Intro.\n\n![The layout](./diagram.png)\n\nMore.\n\n<img src=\"./gone.svg\" alt=\"\" />\n", false)
    const { errors } = await loadContentTree(root)
    expect(errors.map(error => error.message)).toEqual([
      'content/docs/1.0/manual/setup.mdx:7: missing image "./diagram.png": no file diagram.png beside it',
      'content/docs/1.0/manual/setup.mdx:11: missing image "./gone.svg": no file gone.svg beside it',
    ])
  })

  it("a present image passes, an image from the site passes when static/ serves it, and one from the web is not the check's business", async () => {
    const root = site("![The layout](./diagram.png)\n\n![Logo](/img/logo%20dark.svg)\n\n![Badge](https://example.com/badge.png)\n")
    fs.mkdirSync(path.join(root, "static/img"), { recursive: true })
    fs.writeFileSync(path.join(root, "static/img/logo dark.svg"), '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>')
    const { errors } = await loadContentTree(root)
    expect(errors).toEqual([])
  })

  it("an image from the site that static/ does not serve fails, in Markdown, JSX and a .md file's HTML (markdown.format \"detect\") alike", async () => {
    const root = contentFixture(
      {
        "content/docs/1.0/manual/setup.mdx": `---\ntitle: Setup\n---\n\n![Logo](/brand.svg)\n\n<img src="/missing.png" alt="" />\n`,
        "content/docs/1.0/manual/legacy.md": `---\ntitle: Legacy\n---\n\nText.\n\n<p>\n<img src='/gone.png' alt="x">\n</p>\n`,
      },
      roots
    )
    // Read as MDX (the default), the unclosed <img> would be a syntax error, as in Docusaurus 3.
    const markdown = contentConfig.markdown as { format: MarkdownFormatSetting }
    const setting = markdown.format
    markdown.format = "detect"
    const { errors } = await loadContentTree(root).finally(() => (markdown.format = setting))
    expect(errors.map(error => error.message).sort()).toEqual([
      'content/docs/1.0/manual/legacy.md:8: missing image "/gone.png": no file static/gone.png',
      'content/docs/1.0/manual/setup.mdx:5: missing image "/brand.svg": no file static/brand.svg',
      'content/docs/1.0/manual/setup.mdx:7: missing image "/missing.png": no file static/missing.png',
    ])
  })

  it("an image that is not what its name says fails, naming what it is", async () => {
    const root = site("![A](./notes.png)\n\n![B](./drawing.png)\n", false)
    const dir = path.join(root, "content/docs/1.0/manual")
    fs.writeFileSync(path.join(dir, "notes.png"), "just some text\n")
    fs.writeFileSync(path.join(dir, "drawing.png"), '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3"/>')
    const { errors } = await loadContentTree(root)
    expect(errors.map(error => error.message)).toEqual([
      'content/docs/1.0/manual/setup.mdx:5: image "./notes.png" is not a PNG image (nor any image format the site knows)',
      'content/docs/1.0/manual/setup.mdx:7: image "./drawing.png" holds a SVG image, not PNG: give the file the extension of its format',
    ])
  })

  it("finds Markdown and JSX images with their lines, after the front matter", () => {
    const tree = parseMarkdown("![a](./a.png)\n\ntext ![b](../shared/b.jpg) and ![c](/c.png)\n\n<img src=\"c.webp\" />\n")
    expect(imagesInTree(tree, 3)).toEqual([
      { url: "./a.png", line: 4 },
      { url: "../shared/b.jpg", line: 6 },
      { url: "c.webp", line: 8 },
    ])
  })

  it("points a Markdown image at its hashed copy under /assets, with the file's width and height", () => {
    const root = site("")
    const file = path.join(root, "content/docs/1.0/manual/setup.mdx")
    expect(html("![The layout](./diagram.png)", file)).toBe(
      `<p><img src="/assets/diagram-${diagramHash}.png" alt="The layout" width="48" height="32"></p>`,
    )
  })

  it("does the same for a JSX <img>, keeping a size the writer gave, and puts the path prefix in front", () => {
    const root = site("")
    const file = path.join(root, "content/docs/1.0/manual/setup.mdx")
    expect(html('<img src="./diagram.png" alt="" />', file, "/rsvim")).toBe(
      `<img src="/rsvim/assets/diagram-${diagramHash}.png" alt="" width="48" height="32">`,
    )
    expect(html('<img src="./diagram.png" alt="" width="24" />', file)).toBe(`<img src="/assets/diagram-${diagramHash}.png" alt="" width="24">`)
  })

  it("gives no size to an SVG whose size is not in pixels", () => {
    const root = site("")
    fs.writeFileSync(path.join(root, "content/docs/1.0/manual/wide.svg"), '<svg xmlns="http://www.w3.org/2000/svg" width="10em" height="5em"/>')
    expect(html("![w](./wide.svg)", path.join(root, "content/docs/1.0/manual/setup.mdx"))).toMatch(/^<p><img src="\/assets\/wide-[0-9a-f]{12}\.svg" alt="w"><\/p>$/)
  })

  it("leaves a missing image as written, for the check to report", () => {
    const root = site("", false)
    expect(html("![x](./diagram.png)", path.join(root, "content/docs/1.0/manual/setup.mdx"))).toBe('<p><img src="./diagram.png" alt="x"></p>')
  })

  it("copies each image once under its published name, and a changed image gets a new name", () => {
    const root = site("")
    const source = path.join(root, "content/docs/1.0/manual/diagram.png")
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "rsvim-public-"))
    roots.push(publicDir)
    expect(copyPublishedImages([source, source], publicDir)).toBe(1)
    expect(fs.readFileSync(path.join(publicDir, `assets/diagram-${diagramHash}.png`))).toEqual(fs.readFileSync(diagram))
    expect(copyPublishedImages([source], publicDir)).toBe(0)

    fs.appendFileSync(source, Buffer.from([0]))
    fs.utimesSync(source, new Date(), new Date(Date.now() + 5000))
    expect(publishedImage(source)!.fileName).not.toBe(`diagram-${diagramHash}.png`)
  })
})
