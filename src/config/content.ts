/**
 * How content files are read and checked: settings of the build, under
 * Docusaurus' names. Only build code reads them, so they are apart from
 * ./site.ts, which the browser's bundles carry.
 */

/** Docusaurus' `onBrokenAnchors` values: fail the build, warn (Docusaurus' default), or say nothing. */
export type BrokenAnchorsSetting = "throw" | "warn" | "ignore"

/** Docusaurus' `markdown.format` values. */
export type MarkdownFormatSetting = "mdx" | "detect" | "md"

export const contentConfig = {
  /**
   * How content files are read, under Docusaurus' name (its `markdown.format`):
   * "mdx" (Docusaurus 3's default) reads `.md` and `.mdx` files alike as MDX,
   * HTML comments allowed; "detect" reads `.md` as CommonMark with GitHub's
   * extensions (HTML rendered as HTML) and `.mdx` as MDX; "md" reads both as CommonMark.
   */
  markdown: { format: "mdx" as MarkdownFormatSetting },
  /**
   * A link to a page that exists but lacks its `#anchor` (Docusaurus' `onBrokenAnchors`):
   * "warn" when the setting is left out, as in Docusaurus; this site fails the build. A link to a
   * page that does not exist always fails it.
   */
  onBrokenAnchors: "throw" as BrokenAnchorsSetting | undefined,
}
