import { describe, expect, it } from "vitest"
import { blogListPages } from "../../../src/node/content/siteModel"
import { contentConfig, routeOf } from "../../../src/config/content"
import { routeBaseProblem } from "../../../src/node/docs/docsLayout"
import { blogUrls, blogUrlsOf } from "../../../src/node/blog/paths"

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

describe("the blog's other base paths (Docusaurus' tagsBasePath, authorsBasePath, archiveBasePath, pageBasePath)", () => {
  it("default to Docusaurus' own: /blog/tags, /blog/authors, /blog/archive, /blog/page/2", () => {
    const { tagsBasePath, authorsBasePath, archiveBasePath, pageBasePath } = contentConfig.blog
    expect([tagsBasePath, authorsBasePath, archiveBasePath, pageBasePath]).toEqual(["tags", "authors", "archive", "page"])
    expect([blogUrls.tags, blogUrls.tag("news"), blogUrls.authors, blogUrls.author("ana"), blogUrls.archive, blogUrls.page(2)]).toEqual([
      "/blog/tags",
      "/blog/tags/news",
      "/blog/authors",
      "/blog/authors/ana",
      "/blog/archive",
      "/blog/page/2",
    ])
  })

  it("put each of those pages under the blog's route where they say; archiveBasePath null builds no archive", () => {
    const urls = blogUrlsOf({ routeBasePath: "news", tagsBasePath: "/topics/", authorsBasePath: "people", archiveBasePath: null, pageBasePath: "p" })
    expect([urls.list, urls.tags, urls.tag("x"), urls.authors, urls.author("ana"), urls.archive, urls.page(3), urls.slugged("hello")]).toEqual([
      "/news",
      "/news/topics",
      "/news/topics/x",
      "/news/people",
      "/news/people/ana",
      null,
      "/news/p/3",
      "/news/hello",
    ])
  })
})
