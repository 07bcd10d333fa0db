import { describe, expect, it } from "vitest"
import { applySlug, docPathFromFile, docPathOf, docSection, docUrl, isCategoryIndex, numberPrefixOf, stripNumberPrefix } from "../../../src/node/docs/paths"
import { versionUrlPrefix } from "../../../src/node/docs/versions"
import { normalizeHtmlPath, normalizeHtmlPathScript } from "../../../src/theme/inlineScripts/urlRules"
import { redirectsFile } from "../../../src/node/gatsby/hostRedirects"

describe("number prefixes", () => {
  it.each([
    ["01-intro", "intro"],
    ["01__web", "web"],
    ["2_setup", "setup"],
    ["10.faq", "faq"],
    ["basic_usage", "basic_usage"],
    ["2024", "2024"],
    // As Docusaurus: spaces and repeated separators around the prefix, and no prefix when a digit follows (dates, versions).
    ["001 - My Doc", "My Doc"],
    ["1---setup", "setup"],
    ["3 _guide", "guide"],
    ["4.5.0", "4.5.0"],
    ["8_0_0", "8_0_0"],
    ["2021-01-31", "2021-01-31"],
    ["2021-01-31 - notes", "2021-01-31 - notes"],
    ["01-2021", "01-2021"],
    ["a1-doc", "a1-doc"],
    ["01", "01"],
    // Docusaurus' separator is any run of -, _ and . mixed; after a run of two or more, or spaces, a digit may start the name.
    ["1-_intro", "intro"],
    ["02._-setup", "setup"],
    ["3 -. notes", "notes"],
    ["01 - 2nd step", "2nd step"],
    ["1--2fa", "2fa"],
    ["1-", "1-"],
    ["1 - _", "1 - _"],
  ])("%s → %s", (input, expected) => {
    expect(stripNumberPrefix(input)).toBe(expected)
  })

  it("give a prefixed name its number", () => {
    expect([numberPrefixOf("02-guides"), numberPrefixOf("4.5.0"), numberPrefixOf("intro"), numberPrefixOf("7_-faq")]).toEqual([2, undefined, undefined, 7])
  })
})

describe("doc paths from files", () => {
  it("drops the extension and number prefixes of every segment", () => {
    expect(docPathFromFile("manual/01-basic_usage/02__first_steps.mdx")).toBe("manual/basic_usage/first_steps")
  })
  it("makes index.mdx stand for its folder", () => {
    expect(docPathFromFile("manual/configuration/index.mdx")).toBe("manual/configuration")
  })
  it("makes README.md, readme.mdx, index.md and a file named like its folder stand for the folder, as Docusaurus does", () => {
    expect(docPathFromFile("manual/02-guides/README.md")).toBe("manual/guides")
    expect(docPathFromFile("manual/guides/readme.mdx")).toBe("manual/guides")
    expect(docPathFromFile("manual/guides/index.md")).toBe("manual/guides")
    expect(docPathFromFile("manual/guides/guides.md")).toBe("manual/guides")
    expect(docPathFromFile("manual/guides/readme-first.md")).toBe("manual/guides/readme-first")
    expect(isCategoryIndex("manual/guides/Guides.md")).toBe(true)
    expect(isCategoryIndex("manual/guides/setup.md")).toBe(false)
  })
  it("keeps a version-like file name whole: 4.5.0.md is /4.5.0, as in Docusaurus", () => {
    expect(docPathFromFile("manual/releases/4.5.0.md")).toBe("manual/releases/4.5.0")
    // A digit after the separator means no prefix, as Docusaurus reads it.
    expect(docPathFromFile("manual/01-releases/02-4.5.0.md")).toBe("manual/releases/02-4.5.0")
    expect(docPathFromFile("1-_releases/4.5.0.md")).toBe("releases/4.5.0")
  })
  it("names a doc by its front matter id in place of its file name, except a folder's own page", () => {
    expect(docPathFromFile("manual/01-guides/02-setup.md", "install")).toBe("manual/guides/install")
    expect(docPathFromFile("manual/guides/README.md", "overview")).toBe("manual/guides")
  })
  it("accepts Windows separators", () => {
    expect(docPathFromFile("manual\\installation.mdx")).toBe("manual/installation")
  })
  it("applies absolute and relative slugs", () => {
    expect(applySlug("manual/exit", "/manual/quit")).toBe("manual/quit")
    expect(applySlug("manual/cli/exit", "leaving")).toBe("manual/cli/leaving")
    expect(applySlug("manual/exit", undefined)).toBe("manual/exit")
  })
  it("resolves a relative slug against the doc's folder on disk, as Docusaurus does (never above the version's root)", () => {
    expect(docPathOf("02-guides/keys.md", { slug: "shortcuts" })).toBe("guides/shortcuts")
    expect(docPathOf("02-guides/keys.md", { slug: "./shortcuts" })).toBe("guides/shortcuts")
    expect(docPathOf("02-guides/keys.md", { slug: "../shortcuts" })).toBe("shortcuts")
    expect(docPathOf("02-guides/deep/keys.md", { slug: "../more/./shortcuts/" })).toBe("guides/more/shortcuts")
    expect(docPathOf("guides/keys.md", { slug: "../../../top" })).toBe("top")
    expect(docPathOf("intro.md", { slug: "./start" })).toBe("start")
    expect(docPathOf("guides/keys.md", { slug: "/elsewhere/keys" })).toBe("elsewhere/keys")
    expect(docPathOf("guides/keys.md", { slug: "/" })).toBe("")
    // A folder's own page resolves against its own folder: guides/README.md with slug x is /docs/guides/x in Docusaurus.
    expect(docPathOf("02-guides/README.md", { slug: "x" })).toBe("guides/x")
    expect(docPathOf("guides/index.md", { slug: "../x" })).toBe("x")
    expect(docPathOf("guides/guides.md", { slug: "./overview" })).toBe("guides/overview")
    // An id names the doc; a relative slug still starts from the folder.
    expect(docPathOf("guides/keys.md", { id: "key-list", slug: "list" })).toBe("guides/list")
    expect(applySlug("guides", "x", "guides")).toBe("guides/x")
  })
  it("knows the section of a path", () => {
    expect(docSection("manual/installation")).toBe("manual")
    expect(docSection("api/introduction")).toBe("api")
    expect(docSection("guides/x")).toBeNull()
  })
})

describe("doc URLs per version", () => {
  it("serves the latest version without a prefix and the others under theirs", () => {
    expect(docUrl({ path: "" }, "manual/installation")).toBe("/docs/manual/installation")
    expect(docUrl({ path: "next" }, "manual/installation")).toBe("/docs/next/manual/installation")
    expect(docUrl({ path: "0.1.0" }, "manual/get_started")).toBe("/docs/0.1.0/manual/get_started")
    expect(versionUrlPrefix({ path: "" })).toBe("/docs")
    expect(docUrl({ path: "next" }, "")).toBe("/docs/next")
  })
})

describe("host redirects", () => {
  it("redirects each page's .html spelling under the prefix, and leaves files alone", () => {
    const files = new Set(["/404.html"])
    expect(redirectsFile(["/docs/manual/installation", "/", "/404.html", "/404", "/blog"], "/rsvim", file => files.has(file)).split("\n").slice(1)).toEqual([
      "/rsvim/blog.html /rsvim/blog 301",
      "/rsvim/docs/manual/installation.html /rsvim/docs/manual/installation 301",
      "",
    ])
  })
})

describe(".html normalisation", () => {
  it.each([
    ["/docs/manual/installation.html", "/docs/manual/installation"],
    ["/docs/manual/installation/index.html", "/docs/manual/installation"],
    ["/index.html", "/"],
    ["/blog", "/blog"],
    ["/404.html", "/404"],
    ["/docs//manual///installation", "/docs/manual/installation"],
    ["//docs/manual/installation.html", "/docs/manual/installation"],
  ])("%s → %s", (input, expected) => {
    expect(normalizeHtmlPath(input)).toBe(expected)
  })

  it("ships an inline script that replaces the address", () => {
    const replaced: string[] = []
    const location = {
      pathname: "/docs/next/manual/exit.html",
      search: "?q=1",
      hash: "#top",
      replace: (url: string) => replaced.push(url),
    }
    new Function("location", normalizeHtmlPathScript)(location)
    expect(replaced).toEqual(["/docs/next/manual/exit?q=1#top"])
    location.pathname = "/docs/next/manual/exit"
    new Function("location", normalizeHtmlPathScript)(location)
    expect(replaced).toHaveLength(1)
  })
})
