/**
 * Images kept beside content (`![Diagram](./diagram.png)` or
 * `<img src="./diagram.png" />` in a doc or post): found in a parsed body with
 * their lines, so a missing one fails the content check, and published under
 * /assets with a name that carries a hash of their bytes, so a changed image
 * gets a new URL and an unchanged one keeps its cached copy.
 */
import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
// The synchronous entry only: the package's main module also loads an HTTP client.
import probeImageSize from "probe-image-size/sync"
import { ContentError } from "./contentError"
import { decodeLinkPath, isExternalUrl, type ContentLink } from "./links"
import { walkTree } from "../mdx/walkTree"

/** The folder under public/ (and the site path) that published images live in. */
export const ASSETS_DIR = "assets"

/** A path to a file beside the content: not a URL, not a site path, not a data: URI. */
export function isRelativeImage(url: string): boolean {
  return url !== "" && !isExternalUrl(url) && !url.startsWith("/") && !url.startsWith("#")
}

/** "./a%20b.png?x#y" → the file it names beside `sourceFile`. */
export function imageFileOf(url: string, sourceFile: string): string {
  const filePart = url.split(/[?#]/)[0]
  return path.resolve(path.dirname(sourceFile), decodeLinkPath(filePart))
}

/** The parts of an MDX JSX element node an image check reads. */
export interface MdxJsxAttributeLike {
  type: string
  name?: string
  value?: unknown
}
export interface MdxJsxElementLike {
  type: string
  name?: string | null
  attributes?: MdxJsxAttributeLike[]
}

/** `<img src="...">` written as JSX in MDX, with a literal src. */
function jsxImageSource(node: MdxJsxElementLike): string | null {
  if ((node.type !== "mdxJsxFlowElement" && node.type !== "mdxJsxTextElement") || node.name !== "img") return null
  const src = (node.attributes ?? []).find(attribute => attribute.type === "mdxJsxAttribute" && attribute.name === "src")
  return typeof src?.value === "string" ? src.value : null
}

/** `<img src="...">` in raw HTML (a `.md` file's HTML blocks and inline HTML). */
const htmlImageSource = /<img\b[^>]*?\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)')/gi

/** Every image source a parsed body names (Markdown, JSX `<img>`, HTML `<img>`), with its line. */
function imageSourcesInTree(tree: unknown, lineOffset: number): ContentLink[] {
  const images: ContentLink[] = []
  walkTree(tree, node => {
    const line = (node.position?.start.line ?? 0) + lineOffset
    if (node.type === "html" && typeof node.value === "string") {
      for (const match of node.value.matchAll(htmlImageSource)) {
        images.push({ url: match[1] ?? match[2], line: line + (node.value.slice(0, match.index).match(/\n/g)?.length ?? 0) })
      }
      return
    }
    const url = node.type === "image" ? node.url : jsxImageSource(node)
    if (typeof url === "string") images.push({ url, line })
  })
  return images
}

/**
 * Every image a parsed body takes from beside its file. `lineOffset` is the
 * number of front matter lines before the body, so lines are the file's own.
 * (Images in a `.md` file's raw HTML are the site's or the web's only.)
 */
export function imagesInTree(tree: unknown, lineOffset = 0): ContentLink[] {
  const images: ContentLink[] = []
  walkTree(tree, node => {
    const url = node.type === "image" ? node.url : jsxImageSource(node)
    if (typeof url === "string" && isRelativeImage(url)) {
      images.push({ url, line: (node.position?.start.line ?? 0) + lineOffset })
    }
  })
  return images
}

/** Every image a parsed body takes from the site by path ("/img/logo.png"), which static/ must serve. */
export function siteImagesInTree(tree: unknown, lineOffset = 0): ContentLink[] {
  return imageSourcesInTree(tree, lineOffset).filter(image => image.url.startsWith("/") && !image.url.startsWith("//"))
}

export interface ImageSource {
  /** Repository-relative path, for messages. */
  file: string
  absolutePath: string
  images: readonly ContentLink[]
}

/** The format probe-image-size reports for each image file extension the site checks. */
const formatOfExtension: Record<string, string> = {
  ".png": "png",
  ".jpg": "jpg",
  ".jpeg": "jpg",
  ".gif": "gif",
  ".webp": "webp",
  ".avif": "avif",
  ".svg": "svg",
  ".bmp": "bmp",
  ".ico": "ico",
  ".tif": "tiff",
  ".tiff": "tiff",
}

/** Why the file at `absolutePath` is not the image its extension says, or null when it is (or the extension is no image's). */
export function imageFormatProblem(absolutePath: string): string | null {
  const extension = path.extname(absolutePath).toLowerCase()
  const expected = formatOfExtension[extension]
  if (!expected) return null
  let found: string | null = null
  try {
    found = probeImageSize(fs.readFileSync(absolutePath))?.type ?? null
  } catch {
    found = null
  }
  if (found === expected) return null
  return found ? `holds a ${found.toUpperCase()} image, not ${expected.toUpperCase()}: give the file the extension of its format` : `is not a ${expected.toUpperCase()} image (nor any image format the site knows)`
}

/** Every image that is not where its content file says, or is not the image its name says, named by file and line. */
export function findMissingImages(sources: readonly ImageSource[]): ContentError[] {
  const errors: ContentError[] = []
  for (const source of sources) {
    for (const image of source.images) {
      const target = imageFileOf(image.url, source.absolutePath)
      const beside = path.relative(path.dirname(source.absolutePath), target).split(path.sep).join("/")
      if (!fs.statSync(target, { throwIfNoEntry: false })?.isFile()) {
        errors.push(new ContentError(`${source.file}:${image.line}`, `missing image "${image.url}": no file ${beside} beside it`))
        continue
      }
      const problem = imageFormatProblem(target)
      if (problem) errors.push(new ContentError(`${source.file}:${image.line}`, `image "${image.url}" ${problem}`))
    }
  }
  return errors
}

export interface PublishedImage {
  /** The file beside the content. */
  source: string
  /** Its name under public/assets: "diagram-3f9a0c1b2d4e.png". */
  fileName: string
  /** The site path it is served at, without the path prefix: "/assets/diagram-3f9a0c1b2d4e.png". */
  sitePath: string
  /** Its size in CSS pixels, when the format is one the size reader knows. */
  width?: number
  height?: number
}

const published = new Map<string, { stamp: string; image: PublishedImage }>()

/** What the image at `absolutePath` is published as, or null when there is no such file. */
export function publishedImage(absolutePath: string): PublishedImage | null {
  const stat = fs.statSync(absolutePath, { throwIfNoEntry: false })
  if (!stat?.isFile()) return null
  // Read once per version of the file: a page can show the same image many times.
  const stamp = `${stat.size}:${stat.mtimeMs}`
  const known = published.get(absolutePath)
  if (known?.stamp === stamp) return known.image
  const bytes = fs.readFileSync(absolutePath)
  const hash = crypto.createHash("sha256").update(bytes).digest("hex").slice(0, 12)
  const extension = path.extname(absolutePath).toLowerCase()
  const stem = path.basename(absolutePath, path.extname(absolutePath)).replace(/[^A-Za-z0-9_-]+/g, "-")
  const fileName = `${stem}-${hash}${extension}`
  const probed = probeImageSize(bytes)
  // An SVG may state its size in other units (em, %), which are no width attribute.
  const size = probed && probed.wUnits === "px" && probed.hUnits === "px" ? probed : null
  const image: PublishedImage = {
    source: absolutePath,
    fileName,
    sitePath: `/${ASSETS_DIR}/${fileName}`,
    ...(size ? { width: Math.round(size.width), height: Math.round(size.height) } : {}),
  }
  published.set(absolutePath, { stamp, image })
  return image
}

/** Copies each image into `<publicDir>/assets` under its published name; returns how many it wrote. */
export function copyPublishedImages(absolutePaths: Iterable<string>, publicDir: string): number {
  const target = path.join(publicDir, ASSETS_DIR)
  let written = 0
  for (const absolutePath of new Set(absolutePaths)) {
    const image = publishedImage(absolutePath)
    if (!image) continue
    const destination = path.join(target, image.fileName)
    // The name carries the hash of the bytes: a file already there is this image.
    if (fs.existsSync(destination)) continue
    fs.mkdirSync(target, { recursive: true })
    fs.copyFileSync(absolutePath, destination)
    written++
  }
  return written
}
