import fs from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { loadedIndexOf } from "../contentFixture"
import { resolveNavigation } from "../../../../src/node/docs/navigation"

const files: Record<string, string> = {
  "content/docs/versions.yaml":
    '- { name: next, label: Next, path: next, isLast: false, banner: unreleased }\n- { name: "1.0", label: "1.0", path: "", isLast: true, banner: none }\n',
  "content/blog/authors.yaml": "- { slug: team, name: Team }\n",
  "content/blog/tags.yaml": "- { slug: news, label: News }\n",
  "content/docs/1.0/manual/01-intro.mdx": "---\ntitle: Intro\n---\n\nHi.\n",
  "content/docs/1.0/manual/02-guide/index.mdx": "---\ntitle: Guide\n---\n\nGuide.\n",
  "content/docs/1.0/manual/02-guide/keys.mdx": "---\ntitle: Keys\n---\n\nKeys.\n",
  "content/docs/1.0/api/introduction.mdx": "---\ntitle: API\n---\n\nAPI.\n",
  "content/docs/next/manual/intro.mdx": "---\ntitle: Intro\nsidebar_position: 1\n---\n\nHi.\n",
  "content/docs/next/manual/new_page.mdx": "---\ntitle: New page\nsidebar_position: 2\n---\n\nNew.\n",
  "content/docs/next/manual/draft.mdx": "---\ntitle: Draft\ndraft: true\n---\n\nSoon.\n",
}

const loaded = loadedIndexOf(files, "navigation")

describe("navigation resolved once per version", () => {
  it("gives each version its start pages and each page its previous, next and breadcrumbs", () => {
    const navigation = resolveNavigation(loaded.current, true)
    const latest = navigation.versions.find(entry => entry.version.name === "1.0")!
    expect(latest.mainDocUrl).toBe("/docs/manual/intro")
    expect(latest.apiDocUrl).toBe("/docs/api/introduction")
    const keys = navigation.pages.get("/docs/manual/guide/keys")!
    expect(keys.sidebarId).toBe("1.0/manual")
    expect(keys.previous).toEqual({ label: "Guide", url: "/docs/manual/guide" })
    expect(keys.next).toBeNull()
    expect(keys.breadcrumbs).toEqual([
      { label: "Guide", url: "/docs/manual/guide" },
      { label: "Keys", url: "/docs/manual/guide/keys" },
    ])
    expect(navigation.pages.get("/docs/api/introduction")!.sidebarId).toBe("1.0/api")
  })

  it("links every page to itself in the other versions, else to that version's start, the latest marked", () => {
    const navigation = resolveNavigation(loaded.current, true)
    expect(navigation.pages.get("/docs/manual/intro")!.otherVersions).toEqual([
      { name: "next", label: "Next", isLast: false, url: "/docs/next/manual/intro", samePage: true },
    ])
    expect(navigation.pages.get("/docs/next/manual/new_page")!.otherVersions).toEqual([
      { name: "1.0", label: "1.0", isLast: true, url: "/docs/manual/intro", samePage: false },
    ])
  })

  it("leaves drafts out of production sidebars only", () => {
    const urls = (production: boolean) =>
      resolveNavigation(loaded.current, production).versions.find(entry => entry.version.name === "next")!.sidebars.manual.map(item => item.url)
    expect(urls(true)).toEqual(["/docs/next/manual/intro", "/docs/next/manual/new_page"])
    expect(urls(false)).toContain("/docs/next/manual/draft")
  })

  it("reuses a version's sidebars until what they are made of changes", async () => {
    const before = resolveNavigation(loaded.current, true).versions.find(entry => entry.version.name === "1.0")!.sidebars
    expect(resolveNavigation(loaded.current, true).versions.find(entry => entry.version.name === "1.0")!.sidebars).toBe(before)
    const file = path.join(loaded.root, "content/docs/1.0/manual/03-more.mdx")
    fs.writeFileSync(file, "---\ntitle: More\n---\n\nMore.\n")
    await loaded.current.refresh(file)
    const after = resolveNavigation(loaded.current, true)
    expect(after.versions.find(entry => entry.version.name === "1.0")!.sidebars).not.toBe(before)
    expect(after.pages.get("/docs/manual/guide/keys")!.next).toEqual({ label: "More", url: "/docs/manual/more" })
    fs.rmSync(file)
    await loaded.current.refresh(file)
    expect(resolveNavigation(loaded.current, true).pages.has("/docs/manual/more")).toBe(false)
  })
})
