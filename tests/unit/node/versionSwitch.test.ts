import { describe, expect, it } from "vitest"
import { versionSwitchLinks } from "../../../src/node/docs/versionSwitch"
import { chooseNavbarVersion, docsSectionOf, isPathActive, navbarItems, versionTargets, type NavbarVersion } from "../../../src/components/Navbar/navbarModel"
import type { DocSection } from "../../../src/shared/docs/docSection"

const versions = [
  { name: "next", label: "Next", isLast: false },
  { name: "0.1.2", label: "0.1.2", isLast: true },
  { name: "0.1.0", label: "0.1.0", isLast: false },
]
const prefix: Record<string, string> = { next: "/docs/next", "0.1.2": "/docs", "0.1.0": "/docs/0.1.0" }
const pages: Record<string, string[]> = {
  next: ["manual/get_started", "manual/installation", "manual/configuration", "manual/configuration/npm_package", "api/introduction"],
  "0.1.2": ["manual/get_started", "manual/installation", "manual/configuration", "manual/command_line_interface/help_manual", "api/introduction"],
  "0.1.0": ["manual/get_started", "api/introduction"],
}
const input = (version: string, key: string, section: DocSection = "manual") => ({
  current: { version, key },
  versions,
  pagesOf: (name: string) => pages[name].map(docPath => ({ key: docPath, url: `${prefix[name]}/${docPath}` })),
  fallbackUrl: (name: string) => `${prefix[name]}/${section === "api" ? "api/introduction" : "manual/get_started"}`,
})

describe("version switching map (build side)", () => {
  it("leads to the same page in every other version that has it", () => {
    expect(versionSwitchLinks(input("0.1.2", "manual/installation"))).toEqual([
      { name: "next", label: "Next", isLast: false, url: "/docs/next/manual/installation", samePage: true },
      { name: "0.1.0", label: "0.1.0", isLast: false, url: "/docs/0.1.0/manual/get_started", samePage: false },
    ])
  })

  it("falls back to the version's first page of the same sidebar", () => {
    expect(versionSwitchLinks(input("next", "manual/configuration/npm_package")).map(link => link.url)).toEqual([
      "/docs/manual/get_started",
      "/docs/0.1.0/manual/get_started",
    ])
    expect(versionSwitchLinks(input("0.1.2", "api/rsvim", "api")).map(link => link.url)).toEqual(["/docs/next/api/introduction", "/docs/0.1.0/api/introduction"])
  })

  it("keeps the dropdown order and leaves the page's own version out", () => {
    expect(versionSwitchLinks(input("0.1.0", "manual/get_started")).map(link => [link.name, link.samePage])).toEqual([
      ["next", true],
      ["0.1.2", true],
    ])
  })
})

const navbarVersions: NavbarVersion[] = [
  { name: "next", label: "Next", isLast: false, mainDocUrl: "/docs/next/manual/get_started", apiDocUrl: "/docs/next/api/introduction", urlPrefix: "/docs/next" },
  { name: "0.1.2", label: "0.1.2", isLast: true, mainDocUrl: "/docs/manual/get_started", apiDocUrl: "/docs/api/introduction", urlPrefix: "/docs" },
  { name: "0.1.0", label: "0.1.0", isLast: false, mainDocUrl: "/docs/0.1.0/manual/get_started", apiDocUrl: "/docs/0.1.0/api/introduction", urlPrefix: "/docs/0.1.0" },
]

describe("navbar model (browser side, choosing among built URLs)", () => {
  it("uses the page's version, else the preferred one, else the latest", () => {
    expect(chooseNavbarVersion(navbarVersions, "0.1.0", "next").name).toBe("0.1.0")
    expect(chooseNavbarVersion(navbarVersions, undefined, "next").name).toBe("next")
    expect(chooseNavbarVersion(navbarVersions, undefined, "9.9.9").name).toBe("0.1.2")
    expect(chooseNavbarVersion(navbarVersions, undefined, null).name).toBe("0.1.2")
  })

  it("points the docs items at the chosen version and marks the active section", () => {
    const items = navbarItems(
      [
        { label: "User Manual", sidebar: "userManualSidebarId" },
        { label: "API References", sidebar: "apiReferencesSidebarId" },
        { label: "Blog", to: "/blog" },
      ],
      navbarVersions[0],
      "/docs/next/api/introduction",
      "api"
    )
    expect(items).toEqual([
      { label: "User Manual", to: "/docs/next/manual/get_started", active: false },
      { label: "API References", to: "/docs/next/api/introduction", active: true },
      { label: "Blog", to: "/blog", active: false },
    ])
    // A version without API References (Docusaurus' layout) has no link to them.
    const withoutApi = navbarItems([{ label: "User Manual", sidebar: "userManualSidebarId" }, { label: "API References", sidebar: "apiReferencesSidebarId" }], { ...navbarVersions[0], apiDocUrl: "" }, "/docs/next/intro", "manual")
    expect(withoutApi.map(item => item.label)).toEqual(["User Manual"])
  })

  it("knows which part of the site a path is in", () => {
    expect(isPathActive("/blog/2024/08/29/motivation", "/blog")).toBe(true)
    expect(isPathActive("/blog", "/blog")).toBe(true)
    expect(isPathActive("/blog/", "/blog")).toBe(true)
    expect(isPathActive("/blogroll", "/blog")).toBe(false)
    expect(isPathActive("/sponsor", "/")).toBe(false)
    expect(docsSectionOf("/docs/next/api/rsvim/interfaces/RsvimBuf", "/docs/next")).toBe("api")
    expect(docsSectionOf("/docs/manual/installation", "/docs")).toBe("manual")
    expect(docsSectionOf("/docs/next/manual/installation", "/docs")).toBeNull()
  })

  it("fills dropdown targets from the page's links, else each version's start", () => {
    expect(versionTargets(navbarVersions, [{ name: "next", label: "Next", url: "/docs/next/manual/installation" }]).map(t => t.url)).toEqual([
      "/docs/next/manual/installation",
      "/docs/manual/get_started",
      "/docs/0.1.0/manual/get_started",
    ])
  })
})
