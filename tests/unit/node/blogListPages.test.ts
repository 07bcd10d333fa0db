import { describe, expect, it } from "vitest"
import { blogListPages } from "../../../src/node/content/siteModel"
import { contentConfig, routeOf } from "../../../src/config/content"
import { routeBaseProblem } from "../../../src/node/docs/docsLayout"

describe("the blog's list pages (Docusaurus' postsPerPage)", () => {
  it("puts postsPerPage posts on each, newest first on /blog, then /blog/page/2, ...", () => {
    expect(blogListPages(23, 10).map(page => [page.path, page.context.skip, page.context.limit, page.context.page, page.context.pageCount])).toEqual([
      ["/blog", 0, 10, 1, 3],
      ["/blog/page/2", 10, 10, 2, 3],
      ["/blog/page/3", 20, 10, 3, 3],
    ])
    // Only a blog of several pages queries the whole list for its sidebar.
    expect(blogListPages(23, 10).every(page => page.context.paged)).toBe(true)
  })

  it("gives each page its neighbours' URLs, so the page's code needs no knowledge of the blog's route", () => {
    expect(blogListPages(23, 10).map(page => [page.context.newerUrl, page.context.olderUrl])).toEqual([
      [null, "/blog/page/2"],
      ["/blog", "/blog/page/3"],
      ["/blog/page/2", null],
    ])
  })

  it("is one page /blog for \"ALL\", for a blog that fits, and for a blog without posts", () => {
    expect(blogListPages(23, "ALL").map(page => [page.path, page.context.limit, page.context.paged])).toEqual([["/blog", 23, false]])
    expect(blogListPages(10, 10).map(page => page.path)).toEqual(["/blog"])
    expect(blogListPages(0, 10).map(page => page.path)).toEqual(["/blog"])
  })

  it("defaults to Docusaurus' 10", () => {
    expect(contentConfig.blog.postsPerPage).toBe(10)
  })
})

describe("blog.routeBasePath", () => {
  it("is Docusaurus' default, and any URL path gives the blog's route", () => {
    expect(contentConfig.blog.routeBasePath).toBe("blog")
    expect(routeOf("news")).toBe("/news")
    expect(routeOf("/about/news/")).toBe("/about/news")
  })

  it("fails the build naming the setting when it is no URL path", () => {
    expect(routeBaseProblem("/", "src/config/content.ts", "blog")?.message).toBe(
      'src/config/content.ts: blog.routeBasePath must be a URL path such as "blog" (not "/": the home page is this site\'s own)'
    )
    expect(routeBaseProblem("news", "src/config/content.ts", "blog")).toBeNull()
  })
})
