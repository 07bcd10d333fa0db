/**
 * Points images kept beside a content file (`![x](./x.png)`, `<img src="./x.png" />`)
 * at the copy the build publishes under /assets (src/node/content/contentImages.ts),
 * with the image's width and height so the page does not shift as it loads.
 * The copy itself is made by createPages from the content index; an image
 * that is not there is left as written for the content check to report.
 */
import type { Root } from "mdast"
import { walkTree } from "./walkTree"
import { imageFileOf, isRelativeImage, publishedImage, type MdxJsxAttributeLike } from "../content/contentImages"
import { buildPathPrefix } from "../content/pathPrefix"

export interface ContentImagesOptions {
  /** The path prefix published URLs start with; default: this build's (src/node/content/pathPrefix.ts). */
  pathPrefix?: string
}

export function remarkContentImages(options: ContentImagesOptions = {}) {
  return (tree: Root, file: { path?: string }) => {
    const source = file.path
    if (!source) return
    const pathPrefix = options.pathPrefix ?? buildPathPrefix()
    const publish = (url: string) => (isRelativeImage(url) ? publishedImage(imageFileOf(url, source)) : null)
    walkTree(tree, node => {
      if (node.type === "image" && typeof node.url === "string") {
        const image = publish(node.url)
        if (!image) return
        node.url = pathPrefix + image.sitePath
        if (image.width !== undefined) {
          const hProperties = { ...node.data?.hProperties, width: image.width, height: image.height }
          node.data = { ...node.data, hProperties }
        }
        return
      }
      if ((node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") && node.name === "img") {
        const attributes: MdxJsxAttributeLike[] = node.attributes ?? []
        const src = attributes.find(attribute => attribute.type === "mdxJsxAttribute" && attribute.name === "src")
        const image = typeof src?.value === "string" ? publish(src.value) : null
        if (!src || !image) return
        src.value = pathPrefix + image.sitePath
        // A size the writer gave wins over the file's.
        const written = new Set(attributes.map(attribute => attribute.name))
        if (image.width !== undefined && !written.has("width") && !written.has("height")) {
          attributes.push({ type: "mdxJsxAttribute", name: "width", value: String(image.width) })
          attributes.push({ type: "mdxJsxAttribute", name: "height", value: String(image.height) })
        }
      }
    })
  }
}
