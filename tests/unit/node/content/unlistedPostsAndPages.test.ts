import { describe, expect, it } from "vitest"
import { loadedIndexOf } from "../contentFixture"
import { checkSite } from "../../../../src/node/content/checkSite"
import { siteSearchRecords } from "../../../../src/node/gatsby/searchIndex"

/**
 * Docusaurus' `unlisted` on blog posts and stand-alone pages: the page is built
 * and reachable by its URL, but in production the blog's lists, the sitemap
 * and search leave it out (the lists filter on `listed`, the sitemap on the
 * page's context).
 */
const files: Record<string, string> = {
  "content/docs/versions.yaml": '- { name: next, label: Next, path: "", isLast: true, banner: none }\n',
  "content/docs/next/manual/start.mdx": "---\ntitle: Start\n---\n\nHi.\n",
  "content/blog/authors.yaml": "- { slug: team, name: Team }\n",
  "content/blog/tags.yaml": "- { slug: news, label: News }\n",
  "content/blog/2024-01-01-open/index.mdx": "---\ntitle: Open\nauthors: team\ntags: [news]\n---\n\nFor everyone: axinite.\n",
  "content/blog/2024-02-01-quiet/index.mdx": "---\ntitle: Quiet\nauthors: team\ntags: [news]\nunlisted: true\nlast_update:\n  date: 2024-03-01\n---\n\nBy link only: benitoite.\n",
  "content/blog/2024-03-01-draft/index.mdx": "---\ntitle: Draft\nauthors: team\ndraft: true\n---\n\nNot yet.\n",
  "content/pages/hidden.mdx": "---\ntitle: Hidden page\nunlisted: true\n---\n\nBy link only: painite.\n",
  "content/pages/unfinished.md": "---\ntitle: Unfinished page\ndraft: true\n---\n\nNot yet: grandidierite.\n",
}

const loaded = loadedIndexOf(files, "unlisted")

const planned = (production: boolean, url: string) => checkSite(loaded.current, { production }).planned.find(page => page.path === url)

describe("unlisted posts and pages", () => {
  it("are built, and in production marked so the sitemap leaves them out", () => {
    expect(planned(true, "/blog/2024/02/01/quiet")?.context).toMatchObject({ unlisted: true })
    expect(planned(true, "/hidden")?.context).toMatchObject({ unlisted: true })
    expect(planned(true, "/blog/2024/01/01/open")?.context).not.toHaveProperty("unlisted")
    expect(planned(false, "/blog/2024/02/01/quiet")?.context).not.toHaveProperty("unlisted")
    expect(checkSite(loaded.current, { production: true }).errors).toEqual([])
  })

  it("are left out of the blog's lists in production only: a post is listed when it is neither a draft nor unlisted", () => {
    const byTitle = Object.fromEntries(loaded.current.posts().map(post => [post.fields.title, post.fields]))
    expect(byTitle.Open).toMatchObject({ listed: true, unlisted: false })
    expect(byTitle.Quiet).toMatchObject({ listed: false, unlisted: true, lastUpdate: { date: "2024-03-01" } })
    expect(byTitle.Draft).toMatchObject({ listed: false, draft: true })
    expect(planned(true, "/blog")?.context).toMatchObject({ listedStates: [true] })
    expect(planned(false, "/blog")?.context).toMatchObject({ listedStates: [true, false] })
  })

  it("a draft page, as a draft doc or post, is not built in production (nor searched); develop builds it", () => {
    expect(loaded.current.pages().find(page => page.url === "/unfinished")?.fields).toMatchObject({ draft: true, unlisted: false })
    expect(planned(true, "/unfinished")).toBeUndefined()
    expect(planned(false, "/unfinished")?.template).toBe("mdxPage")
    const urls = (production: boolean) => siteSearchRecords(loaded.current, production).map(record => record.url.split("#")[0])
    expect(urls(true)).not.toContain("/unfinished")
    expect(urls(false)).toContain("/unfinished")
  })

  it("are left out of the search index in production", () => {
    const urls = (production: boolean) => siteSearchRecords(loaded.current, production).map(record => record.url.split("#")[0])
    expect(urls(true)).toContain("/blog/2024/01/01/open")
    expect(urls(true)).not.toContain("/blog/2024/02/01/quiet")
    expect(urls(true)).not.toContain("/hidden")
    expect(urls(false)).toEqual(expect.arrayContaining(["/blog/2024/02/01/quiet", "/hidden"]))
  })
})
