import fs from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { loadedIndexOf } from "../contentFixture"
import { resolveNavigation } from "../../../../src/node/docs/navigation"
import { checkSite } from "../../../../src/node/content/checkSite"
import { siteSearchRecords } from "../../../../src/node/gatsby/searchIndex"
import { docIdOf } from "../../../../src/node/content/contentEntries"

/**
 * Docusaurus' front matter that changes a doc's navigation: pagination_prev,
 * pagination_next and pagination_label, and unlisted (out of sidebars, other
 * docs' pagination, the sitemap and search in production).
 */
const files: Record<string, string> = {
  "content/docs/versions.yaml": '- { name: next, label: Next, path: "", isLast: true, banner: none }\n',
  "content/blog/authors.yaml": "- { slug: team, name: Team }\n",
  "content/blog/tags.yaml": "- { slug: news, label: News }\n",
  "content/docs/next/manual/01-start.mdx": "---\ntitle: Start\npagination_label: The start\n---\n\nHi.\n",
  "content/docs/next/manual/02-middle.mdx": "---\ntitle: Middle\n---\n\nMiddle.\n",
  "content/docs/next/manual/03-hidden.mdx": "---\ntitle: Hidden\nunlisted: true\n---\n\nOnly by link: quetzalcoatlite.\n",
  "content/docs/next/manual/04-guide/01-keys.mdx": "---\nid: key-list\ntitle: Keys\npagination_prev: manual/start\npagination_next: null\n---\n\nKeys.\n",
  "content/docs/next/manual/04-guide/02-end.mdx": "---\ntitle: End\npagination_next: manual/middle\n---\n\nEnd.\n",
}

const loaded = loadedIndexOf(files, "doc-fields")

const link = (label: string, url: string) => ({ label, url })

describe("Docusaurus' doc ids", () => {
  it("are the path in the version without extension and number prefixes, the file name replaced by a front matter id", () => {
    expect(docIdOf("manual/04-guide/01-keys.mdx")).toBe("manual/guide/keys")
    expect(docIdOf("manual/04-guide/01-keys.mdx", "key-list")).toBe("manual/guide/key-list")
    expect(docIdOf("manual/reference/4.5.0.md")).toBe("manual/reference/4.5.0")
    expect(loaded.current.docs().find(doc => doc.file.endsWith("01-keys.mdx"))!.fields.docId).toBe("manual/guide/key-list")
  })
})

describe("pagination front matter", () => {
  it("names a doc by its pagination_label in other docs' links, and replaces or hides a doc's own links", () => {
    const pages = resolveNavigation(loaded.current, true).pages
    // Middle follows Start in the sidebar: Start is named by its pagination_label.
    expect(pages.get("/docs/manual/middle")!.previous).toEqual(link("The start", "/docs/manual/start"))
    // Keys: pagination_prev names Start by id, pagination_next: null hides the sidebar's next (End).
    expect(pages.get("/docs/manual/guide/key-list")!.previous).toEqual(link("The start", "/docs/manual/start"))
    expect(pages.get("/docs/manual/guide/key-list")!.next).toBeNull()
    // End keeps its sidebar previous (Keys) and leads back to Middle.
    expect(pages.get("/docs/manual/guide/end")!.previous).toEqual(link("Keys", "/docs/manual/guide/key-list"))
    expect(pages.get("/docs/manual/guide/end")!.next).toEqual(link("Middle", "/docs/manual/middle"))
  })

  it("fails on an id that names no doc, at the field's line", async () => {
    const file = path.join(loaded.root, "content/docs/next/manual/05-broken.mdx")
    fs.writeFileSync(file, "---\ntitle: Broken\npagination_prev: manual/nowhere\npagination_next: manual/start\n---\n\nX.\n")
    await loaded.current.refresh(file)
    try {
      const messages = checkSite(loaded.current, { production: true }).errors.map(error => error.message)
      expect(messages).toContainEqual(expect.stringMatching(/^content\/docs\/next\/manual\/05-broken\.mdx:3: front matter: "pagination_prev" names no doc "manual\/nowhere" in version next/))
      expect(messages.filter(message => message.includes("05-broken"))).toHaveLength(1)
    } finally {
      fs.rmSync(file)
      await loaded.current.refresh(file)
    }
    expect(checkSite(loaded.current, { production: true }).errors).toEqual([])
  })
})

describe("unlisted docs", () => {
  it("are built, but in production left out of the sidebar and so of other docs' previous/next", () => {
    const production = resolveNavigation(loaded.current, true)
    const sidebarUrls = (navigation: typeof production) => navigation.versions[0].sidebars.manual.map(item => item.url)
    expect(sidebarUrls(production)).not.toContain("/docs/manual/hidden")
    expect(production.pages.get("/docs/manual/middle")!.next).toEqual(link("Keys", "/docs/manual/guide/key-list"))
    expect(production.pages.get("/docs/manual/hidden")).toMatchObject({ previous: null, next: null, breadcrumbs: [] })
    expect(checkSite(loaded.current, { production: true }).planned.find(page => page.path === "/docs/manual/hidden")?.context).toMatchObject({ unlisted: true })
    // Outside production they are listed, as Docusaurus lists them under its dev server.
    expect(sidebarUrls(resolveNavigation(loaded.current, false))).toContain("/docs/manual/hidden")
    expect(checkSite(loaded.current, { production: false }).planned.find(page => page.path === "/docs/manual/hidden")?.context).not.toHaveProperty("unlisted")
  })

  it("are left out of the search index in production", () => {
    expect(siteSearchRecords(loaded.current, true).some(record => record.url.startsWith("/docs/manual/hidden"))).toBe(false)
    expect(siteSearchRecords(loaded.current, false).some(record => record.url.startsWith("/docs/manual/hidden"))).toBe(true)
    expect(siteSearchRecords(loaded.current, true).some(record => record.url.startsWith("/docs/manual/middle"))).toBe(true)
  })
})
