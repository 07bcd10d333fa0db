/**
 * gatsby-plugin-image adds three things to every page's <head> for its
 * <GatsbyImage> component: a style sheet, a <noscript> style and a module
 * script that fades server-rendered images in before hydration. This site
 * draws images as plain <picture> elements (src/components/PlainImage) and
 * never renders <GatsbyImage> (a lint rule keeps it so), so nothing reads
 * them: they are left out. Decision record: docs/decisions/0004-image-plugin-head.md.
 */
import type { ReactNode } from "react"

/** The keys gatsby-plugin-image gives its head elements (its gatsby-ssr.js). */
export const imageRuntimeHeadKeys: readonly string[] = ["gatsby-image-style", "gatsby-image-style-noscript", "gatsby-image-style-script"]

/** The page's head components without gatsby-plugin-image's runtime for <GatsbyImage>. */
export function withoutImageRuntime(components: ReactNode[]): ReactNode[] {
  return components.filter((component) => {
    const key = component !== null && typeof component === "object" && "key" in component ? component.key : null
    return typeof key !== "string" || !imageRuntimeHeadKeys.includes(key)
  })
}
