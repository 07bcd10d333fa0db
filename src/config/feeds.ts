import { contentConfig, routeOf } from "./content"

const blogRoute = routeOf(contentConfig.blog.routeBasePath)

/** Where the blog's feeds are published (under the blog's route, as Docusaurus puts them); used by the feeds' writer and the page head. */
export const feedPaths = {
  rss: `${blogRoute}/rss.xml`,
  atom: `${blogRoute}/atom.xml`,
} as const

export const feedTitles = {
  rss: "Rsvim Blog RSS Feed",
  atom: "Rsvim Blog Atom Feed",
} as const
