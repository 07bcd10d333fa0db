import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterEach, describe, expect, it, vi } from "vitest"
import {
  filesToPrune,
  gatsbyOutputFiles,
  listFiles,
  markBuildStart,
  pageDataFile,
  pageHtmlFile,
  pruneUnbuiltFiles,
  referencedFiles,
  removeFiles,
} from "../../../../src/node/gatsby/publishedFiles"
import { browserBuildAssets } from "../../../../src/node/webpack/compilationAssets"

describe("the files Gatsby made in a build", () => {
  it("names each page's HTML and data as gatsby build writes them", () => {
    expect(pageHtmlFile("/")).toBe("index.html")
    expect(pageHtmlFile("/docs/next/manual/installation")).toBe("docs/next/manual/installation/index.html")
    expect(pageHtmlFile("/404.html")).toBe("404.html")
    expect(pageDataFile("/")).toBe("page-data/index/page-data.json")
    expect(pageDataFile("/404.html")).toBe("page-data/404.html/page-data.json")
    expect(pageDataFile("/blog")).toBe("page-data/blog/page-data.json")
  })

  it("holds pages, slices (two parts when they have children), static queries, the compilation's files and static/", () => {
    const files = gatsbyOutputFiles({
      pagePaths: ["/", "/blog"],
      slices: [
        { sliceId: "docs-sidebar--next-abc", hasChildren: false },
        { sliceId: "frame-def", hasChildren: true },
      ],
      sliceNames: ["docs-sidebar--next"],
      staticQueryHashes: ["123"],
      compilationAssets: ["app-1.js", "app-1.js.map"],
      staticFiles: ["robots.txt", path.join("img", "card.png")],
    })
    expect([...files].sort()).toEqual(
      [
        "_gatsby/slices/_gatsby-scripts-1.html",
        "_gatsby/slices/docs-sidebar--next-abc-1.html",
        "_gatsby/slices/frame-def-1.html",
        "_gatsby/slices/frame-def-2.html",
        "app-1.js",
        "app-1.js.map",
        "blog/index.html",
        "img/card.png",
        "index.html",
        "page-data/app-data.json",
        "page-data/blog/page-data.json",
        "page-data/index/page-data.json",
        "page-data/sq/d/123.json",
        "robots.txt",
        "slice-data/docs-sidebar--next.json",
      ].sort()
    )
  })
})

describe("files named by content that a kept file refers to", () => {
  it("finds static/ and assets/ paths at any prefix, in HTML attributes, srcset, CSS url() and JSON", () => {
    const html = `<img srcset="/rsvim/static/a1/b2/logo.webp 100w,/rsvim/static/a1/c3/logo.webp 200w" src="/assets/d%20e-12.png"><style>x{background:url(/static/f.svg)}</style>`
    expect(referencedFiles(html)).toEqual(["static/a1/b2/logo.webp", "static/a1/c3/logo.webp", "assets/d e-12.png", "static/f.svg"])
    expect(referencedFiles(JSON.stringify({ src: "/static/g/h.png?x=1" }))).toEqual(["static/g/h.png"])
  })
})

describe("what a build removes from public/", () => {
  const text: Record<string, string> = {
    "index.html": '<img src="/static/new/logo.png"><a href="/assets/kept-1.png">',
    "page-data/index/page-data.json": "{}",
  }
  const present = [
    "index.html",
    "page-data/index/page-data.json",
    "old/index.html",
    "page-data/old/page-data.json",
    "12-aaaa.js",
    "static/new/logo.png",
    "static/old/logo.png",
    "assets/kept-1.png",
    "assets/gone-2.png",
    "search/manifest.json",
    "search/old-version.1234.json",
  ]

  it("keeps what Gatsby made, what was written this build, and content-named files a kept file refers to", () => {
    const pruned = filesToPrune({
      present,
      made: new Set(["index.html", "page-data/index/page-data.json"]),
      writtenThisBuild: (file) => file === "search/manifest.json" || file === "static/old/logo.png",
      read: (file) => text[file] ?? "",
    })
    // A content-named file written this build (sharp re-running a job) still goes when nothing refers to it.
    expect(pruned).toEqual(["12-aaaa.js", "assets/gone-2.png", "old/index.html", "page-data/old/page-data.json", "search/old-version.1234.json", "static/old/logo.png"])
  })

  it("does not count references from files that are themselves removed", () => {
    const pruned = filesToPrune({
      present: ["index.html", "old/index.html", "static/old/logo.png"],
      made: new Set(["index.html"]),
      writtenThisBuild: () => false,
      read: (file) => (file === "old/index.html" ? '<img src="/static/old/logo.png">' : ""),
    })
    expect(pruned).toEqual(["old/index.html", "static/old/logo.png"])
  })

  it("keeps everything when everything was made", () => {
    expect(filesToPrune({ present, made: new Set(present), writtenThisBuild: () => false, read: () => "" })).toEqual([])
  })
})

describe("pruning public/ at the end of a build", () => {
  let dir: string | null = null
  afterEach(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true })
    dir = null
    browserBuildAssets.assets = null
  })

  const write = (file: string, content = "x", ageMs = 0) => {
    const absolute = path.join(dir!, "public", file)
    fs.mkdirSync(path.dirname(absolute), { recursive: true })
    fs.writeFileSync(absolute, content)
    if (ageMs) fs.utimesSync(absolute, new Date(Date.now() - ageMs), new Date(Date.now() - ageMs))
  }

  const store = (pages: string[]) => ({
    getState: () => ({
      program: { directory: dir },
      pages: new Map(pages.map((page) => [page, {}])),
      slices: new Map(),
      html: { slicesProps: { bySliceId: new Map() } },
      staticQueryComponents: new Map(),
    }),
  })

  it("removes a removed page, its data, an old chunk, an unreferenced image and the folders they leave empty", () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "published-files-"))
    const hour = 3600_000
    write("index.html", '<img src="/static/a/logo.png">', hour)
    write("page-data/index/page-data.json", "{}", hour)
    write("page-data/app-data.json", "{}", hour)
    write("app-1.js", "", hour)
    write("static/a/logo.png", "", hour)
    write("static/b/old-logo.png", "", hour)
    write("docs/removed/index.html", "", hour)
    write("page-data/docs/removed/page-data.json", "", hour)
    write("9-old.js", "", hour)
    markBuildStart()
    write("blog/rss.xml")
    browserBuildAssets.assets = ["app-1.js"]
    const reporter = { info: vi.fn(), panicOnBuild: vi.fn() }
    pruneUnbuiltFiles({ store: store(["/"]), reporter } as never)
    expect(reporter.panicOnBuild).not.toHaveBeenCalled()
    expect(listFiles(path.join(dir, "public")).sort()).toEqual(["app-1.js", "blog/rss.xml", "index.html", "page-data/app-data.json", "page-data/index/page-data.json", "static/a/logo.png"])
    expect(fs.existsSync(path.join(dir, "public", "docs"))).toBe(false)
    expect(fs.existsSync(path.join(dir, "public", "static", "b"))).toBe(false)
    expect(reporter.info).toHaveBeenCalledWith(expect.stringContaining("removed 4 file(s)"))
  })

  it("fails the build instead of guessing when the browser compilation's files are unknown", () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "published-files-"))
    write("index.html")
    markBuildStart()
    const reporter = { info: vi.fn(), panicOnBuild: vi.fn() }
    pruneUnbuiltFiles({ store: store(["/"]), reporter } as never)
    expect(reporter.panicOnBuild).toHaveBeenCalledOnce()
    expect(fs.existsSync(path.join(dir, "public", "index.html"))).toBe(true)
  })

  it("removes folders left empty, deepest first, and leaves the others", () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "published-files-"))
    write("a/b/c/file.txt")
    write("a/keep.txt")
    expect(removeFiles(path.join(dir, "public"), ["a/b/c/file.txt"])).toBe(2)
    expect(listFiles(path.join(dir, "public"))).toEqual(["a/keep.txt"])
  })
})
