/** Where the blog's feeds are published; used by the feed plugins and the page head. */
export const feedPaths = {
  rss: "/blog/rss.xml",
  atom: "/blog/atom.xml",
} as const

export const feedTitles = {
  rss: "Rsvim Blog RSS Feed",
  atom: "Rsvim Blog Atom Feed",
} as const
