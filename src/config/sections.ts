/**
 * The names of the site's sections, in one place: the navbar links, the
 * search records' top level (lvl0) and the search modal's suggestions all
 * show these words, so a rename here renames them everywhere. Pure data,
 * like site.ts: imported by node-side build code and by components.
 */
export const sections = {
  manual: "User Manual",
  api: "API References",
  blog: "Blog",
  /** Stand-alone pages (home, sponsor); a search section only. */
  pages: "Pages",
} as const

export type SectionKey = keyof typeof sections

/** The sections a reader can search before any search has run, in navbar order. */
export const searchableSections: readonly string[] = [sections.manual, sections.api, sections.blog]
