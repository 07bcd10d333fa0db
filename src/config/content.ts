/**
 * How content files are read and checked: settings of the build, under
 * Docusaurus' names. Only build code reads them, so they are apart from
 * ./site.ts, which the browser's bundles carry.
 */

/** Docusaurus' `onBrokenAnchors` values: fail the build, warn (Docusaurus' default), or say nothing. */
export type BrokenAnchorsSetting = "throw" | "warn" | "ignore"

/** Docusaurus' version banners: "none" shows none. Also the GraphQL enum VersionBanner (src/node/gatsby/schema.ts). */
export const versionBanners = ["unreleased", "unmaintained", "none"] as const
export type VersionBanner = (typeof versionBanners)[number]

/** What Docusaurus' `versions` option says of one version (its key: "current" or a name in versions.json). */
export interface DocsVersionSetting {
  /** The dropdown's and badge's text (Docusaurus' default: "Next" for current, else the version's name). */
  label?: string
  /** The URL part after the docs' route ("" for the version at the route itself). */
  path?: string
  banner?: VersionBanner
}

/** Docusaurus' `markdown.format` values. */
export type MarkdownFormatSetting = "mdx" | "detect" | "md"

/** A `routeBasePath` setting ("blog", "/blog/") as the site path it gives: "/blog". */
export const routeOf = (routeBasePath: string): string => `/${routeBasePath.replace(/^\/+|\/+$/g, "")}`

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
  /**
   * The options of Docusaurus' docs plugin that decide URLs and versions, under its names.
   * `routeBasePath` holds for both layouts of content/ (docs/writing.md, "Coming from
   * Docusaurus"); the others describe a tree in Docusaurus' own layout (content/versions.json,
   * content/versioned_docs/), since this site's versions.yaml says the same per version.
   * Left as they are, each behaves as Docusaurus' default.
   */
  docs: {
    /** The URL the docs live under ("docs": /docs/<path>). Not "" (the home page is this site's own). */
    routeBasePath: "docs",
    /** The version served at the route itself (default: the first of versions.json, else "current"). */
    lastVersion: undefined as string | undefined,
    /** Whether content/docs/ (the "current" version) is built. */
    includeCurrentVersion: true,
    /** Only these versions are built (default: all); the others' files are reported as not built. */
    onlyIncludeVersions: undefined as readonly string[] | undefined,
    /** Per version ("current" or a versions.json name): label, path and banner. */
    versions: {} as Readonly<Record<string, DocsVersionSetting>>,
  },
  /** The options of Docusaurus' blog plugin that decide URLs and the list pages' words, under its names. */
  blog: {
    /** The URL the blog lives under ("blog": /blog, /blog/2024/08/29/<slug>, /blog/tags, feeds at /blog/rss.xml). */
    routeBasePath: "blog",
    /** The list pages' heading and title. */
    blogTitle: "Blog",
    /** The list pages' meta description. */
    blogDescription: "News, releases and design notes from the Rsvim project.",
    /**
     * Posts per list page (Docusaurus' default, 10): /blog, then /blog/page/2, ... with links
     * between them; "ALL" puts every post on /blog.
     */
    postsPerPage: 10 as number | "ALL",
    /** Where the tags list and each tag's page are, under the blog's route: /blog/tags, /blog/tags/<tag>. */
    tagsBasePath: "tags",
    /** Where the authors list and each author's page are, under the blog's route: /blog/authors, /blog/authors/<author>. */
    authorsBasePath: "authors",
    /** Where the archive is, under the blog's route (/blog/archive); null builds none, as in Docusaurus. */
    archiveBasePath: "archive" as string | null,
    /** What the list pages after the first are under, below the blog's route: /blog/page/2. */
    pageBasePath: "page",
  },
}
