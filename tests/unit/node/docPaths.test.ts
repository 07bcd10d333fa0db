import { describe, expect, it } from "vitest"
import { applySlug, docPathFromFile, docSection, docUrl, isCategoryIndex, stripNumberPrefix } from "../../../src/node/docPaths"
import { versionUrlPrefix } from "../../../src/node/versions"
import { normalizeHtmlPath, normalizeHtmlPathScript } from "../../../src/theme/urlRules"
import { redirectsFile } from "../../../src/node/gatsby/hostRedirects"

describe("number prefixes", () => {
  it.each([
    ["01-intro", "intro"],
    ["01__web", "web"],
    ["2_setup", "setup"],
    ["10.faq", "faq"],
    ["basic_usage", "basic_usage"],
    ["2024", "2024"],
  ])("%s → %s", (input, expected) => {
    expect(stripNumberPrefix(input)).toBe(expected)
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
  it("accepts Windows separators", () => {
    expect(docPathFromFile("manual\\installation.mdx")).toBe("manual/installation")
  })
  it("applies absolute and relative slugs", () => {
    expect(applySlug("manual/exit", "/manual/quit")).toBe("manual/quit")
    expect(applySlug("manual/cli/exit", "leaving")).toBe("manual/cli/leaving")
    expect(applySlug("manual/exit", undefined)).toBe("manual/exit")
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
