import fs from "node:fs"
import { afterAll, describe, expect, it } from "vitest"
import { docsPathOf, docusaurusVersions, parseVersionsJson, routeBaseProblem, type DocsSettings } from "../../../src/node/docs/docsLayout"
import { loadContentTree } from "../../../src/node/content/loadContentTree"
import { resolveNavigation } from "../../../src/node/docs/navigation"
import { jsonSidebarsProblems, scriptSidebarsProblems } from "../../../src/node/docs/sidebarsFiles"
import type { SidebarItem } from "../../../src/node/docs/sidebars"
import { contentFixture } from "./contentFixture"

const roots: string[] = []
afterAll(() => roots.forEach(root => fs.rmSync(root, { recursive: true, force: true })))

const defaults: DocsSettings = { includeCurrentVersion: true, versions: {} }
const brief = (settings: Partial<DocsSettings>, names: string[] = ["2.0", "1.0"]) => {
  const { versions, problems } = docusaurusVersions(names, { ...defaults, ...settings }, "config")
  return { versions: versions.map(({ name, label, path, isLast, banner }) => [name, label, path, isLast, banner].join(" | ")), problems: problems.map(problem => problem.message) }
}

describe("Docusaurus' versions (versions.json and the docs plugin's options)", () => {
  it("by default: current first at next/ labelled Next, the newest of versions.json last and at the route itself, older ones at their names", () => {
    expect(brief({})).toEqual({
      versions: ["current | Next | next | false | unreleased", "2.0 | 2.0 |  | true | none", "1.0 | 1.0 | 1.0 | false | unmaintained"],
      problems: [],
    })
  })

  it("without versions.json, content/docs/ alone is the last version, at the route itself", () => {
    expect(brief({}, []).versions).toEqual(["current | Next |  | true | none"])
  })

  it("honours lastVersion, per-version label, path and banner, includeCurrentVersion and onlyIncludeVersions", () => {
    expect(brief({ lastVersion: "current", versions: { current: { label: "3.x" }, "1.0": { path: "legacy", banner: "none" } } }).versions).toEqual([
      "current | 3.x |  | true | none",
      "2.0 | 2.0 | 2.0 | false | unmaintained",
      "1.0 | 1.0 | legacy | false | none",
    ])
    expect(brief({ includeCurrentVersion: false }).versions).toEqual(["2.0 | 2.0 |  | true | none", "1.0 | 1.0 | 1.0 | false | unmaintained"])
    expect(brief({ onlyIncludeVersions: ["current", "1.0"] }).versions).toEqual(["current | Next | next | false | unreleased", "1.0 | 1.0 |  | true | none"])
  })

  it("says what is wrong with the settings, naming the file", () => {
    expect(brief({ lastVersion: "9.9", versions: { "0.5": { label: "x" } } }).problems).toEqual([
      'config: docs.versions names "0.5", which is neither "current" nor in content/versions.json',
      'config: docs.lastVersion "9.9" is not one of the versions built (current, 2.0, 1.0)',
    ])
    expect(brief({ versions: { "1.0": { path: "" } } }).problems).toEqual([
      'config: versions "2.0" and "1.0" would both be served at the URL path "": give one a docs.versions[...].path',
    ])
    expect(() => parseVersionsJson(`{"a": 1}`, "content/versions.json")).toThrow('content/versions.json: expected a list of version names, newest first (["2.0", "1.0"])')
    expect(() => parseVersionsJson(`["1.0", "1.0"]`, "v")).toThrow('v: version "1.0" is listed twice')
  })

  it("places files of each layout in their version", () => {
    expect(docsPathOf("docs/guides/keys.md", "docusaurus")).toEqual({ versionName: "current", relativeInVersion: "guides/keys.md" })
    expect(docsPathOf("versioned_docs/version-1.0/intro.md", "docusaurus")).toEqual({ versionName: "1.0", relativeInVersion: "intro.md" })
    expect(docsPathOf("versioned_docs/1.0/intro.md", "docusaurus")).toBeNull()
    expect(docsPathOf("docs/next/manual/intro.md", "site")).toEqual({ versionName: "next", relativeInVersion: "manual/intro.md" })
    expect(docsPathOf("docs/intro.md", "site")).toBeNull()
  })
})

/** This site's fixture without its docs: a Docusaurus tree in their place. */
const docusaurusTree = (files: Record<string, string>) =>
  contentFixture(
    {
      "content/docs/versions.yaml": "",
      "content/docs/1.0/manual/intro.mdx": "",
      "content/docs/1.0/manual/setup.mdx": "",
      "content/versions.json": `["1.1", "1.0"]\n`,
      "content/docs/intro.md": `# Introduction\n\nSee the [keys](./guides/keys.md).\n`,
      "content/docs/guides/_category_.json": `{ "label": "Guides", "position": 1 }\n`,
      "content/docs/guides/keys.md": `---\nslug: /keys\n---\n\n# Keys\n`,
      "content/docs/guides/02-setup.md": `---\nid: install\n---\n\n# Setup\n`,
      "content/docs/guides/01-first.md": `# First\n`,
      "content/versioned_docs/version-1.1/intro.md": `# Introduction\n`,
      "content/versioned_docs/version-1.1/guides/keys.md": `# Keys\n`,
      "content/versioned_docs/version-1.0/index.md": `# Home of 1.0\n`,
      ...files,
    },
    roots
  )

const tree = (items: readonly SidebarItem[]): unknown[] => items.map(item => (item.type === "category" ? { [item.label]: tree(item.items) } : item.label))

describe("a docs tree in Docusaurus' layout", () => {
  it("builds each version's docs at Docusaurus' URLs, one sidebar per version made from its folders", async () => {
    const { errors, index, planned } = await loadContentTree(docusaurusTree({}))
    expect(errors.map(error => error.message)).toEqual([])
    expect(index.layout).toBe("docusaurus")
    expect(index.docs().map(doc => `${doc.fields.version} ${doc.url}`).sort()).toEqual([
      "1.0 /docs/1.0",
      "1.1 /docs/guides/keys",
      "1.1 /docs/intro",
      "current /docs/next/guides/first",
      "current /docs/next/guides/install",
      "current /docs/next/intro",
      "current /docs/next/keys",
    ])
    // 1.0's index.md is its root page; the other versions get the site's own root page.
    expect(planned.filter(page => page.template === "docsVersionRoot").map(page => page.path)).toEqual(["/docs/next", "/docs"])
    const navigation = resolveNavigation(index, true)
    expect(navigation.versions.map(version => [version.version.label, version.urlPrefix])).toEqual([["Next", "/docs/next"], ["1.1", "/docs"], ["1.0", "/docs/1.0"]])
    // keys.md's slug moves its URL out of guides/, not the doc out of its folder's category.
    expect(tree(navigation.versions[0].sidebars.manual)).toEqual([{ Guides: ["First", "Setup", "Keys"] }, "Introduction"])
    expect(navigation.versions[0].sidebars.api).toEqual([])
    expect(navigation.pages.get("/docs/intro")!.otherVersions.map(link => [link.label, link.url, link.samePage])).toEqual([
      ["Next", "/docs/next/intro", true],
      ["1.0", "/docs/1.0", false],
    ])
    const intro = index.docs().find(doc => doc.url === "/docs/next/intro")!
    expect(intro.links.map(link => link.url)).toEqual(["./guides/keys.md"])
  })

  it("reports a versioned folder that versions.json does not list, and a version without its folder", async () => {
    const { errors } = await loadContentTree(docusaurusTree({ "content/versions.json": `["1.1", "0.9"]\n` }))
    expect(errors.map(error => error.message)).toEqual([
      'content/versioned_docs/version-1.0/: folder is not listed in content/versions.json: add "1.0" there, or remove the folder',
      'content/versions.json: version "0.9" has no folder content/versioned_docs/version-0.9/',
    ])
  })
})

describe("Docusaurus' sidebars files", () => {
  const autogenerated = `// @ts-check\n\n/** @type {import('@docusaurus/plugin-content-docs').SidebarsConfig} */\nconst sidebars = {\n  tutorialSidebar: [{type: 'autogenerated', dirName: '.'}],\n  // A sidebar by hand:\n  /* other: ['intro'] */\n};\n\nexport default sidebars;\n`

  it("honours, without a word, one sidebar autogenerated from the whole version (the form Docusaurus' templates write)", () => {
    expect(scriptSidebarsProblems(autogenerated)).toEqual([])
    expect(scriptSidebarsProblems(`module.exports = { docs: [{ type: "autogenerated", dirName: "." }] }\n`)).toEqual([])
    expect(scriptSidebarsProblems(`import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';\nconst sidebars: SidebarsConfig = { docs: [{ type: "autogenerated", dirName: "." }] };\nexport default sidebars;\n`)).toEqual([])
    expect(jsonSidebarsProblems(`{ "docs": [{ "type": "autogenerated", "dirName": "." }] }`, "f")).toEqual([])
  })

  it("reports what it cannot honour, with the line: hand-written items, several sidebars, a sub-folder", () => {
    const json = `{\n  "docs": [\n    "intro",\n    { "type": "category", "label": "Guides", "items": ["guides/keys"] }\n  ],\n  "api": [{ "type": "autogenerated", "dirName": "api" }]\n}\n`
    expect(jsonSidebarsProblems(json, "f").map(problem => `${problem.line}: ${problem.message.split(":")[0]}`)).toEqual([
      "6: holds 2 sidebars (docs, api), which are not built apart",
      '2: sidebar "docs" is written by hand (doc "intro", category "Guides") and is not built as written',
      '6: sidebar "api" is written by hand (autogenerated from "api") and is not built as written',
    ])
    expect(scriptSidebarsProblems(`export default { docs: ['intro'] }`)[0].message).toMatch(/^this sidebars file is not run here/)
  })

  it("a tree's versioned sidebars are read with the version: a plain one says nothing, another is a warning naming file and line", async () => {
    const root = docusaurusTree({
      "content/versioned_sidebars/version-1.1-sidebars.json": `{ "docs": [{ "type": "autogenerated", "dirName": "." }] }\n`,
      "content/versioned_sidebars/version-1.0-sidebars.json": `{\n  "docs": ["index"]\n}\n`,
      "content/sidebars.js": autogenerated,
    })
    const { errors, warnings } = await loadContentTree(root)
    expect(errors.map(error => error.message)).toEqual([])
    expect(warnings.map(warning => warning.message.split(" is written")[0])).toEqual(['content/versioned_sidebars/version-1.0-sidebars.json:2: sidebar "docs"'])
  })
})

describe("displayed_sidebar and parse_number_prefixes, as Docusaurus reads them", () => {
  const plainSidebars = (name: string) => `export default { ${name}: [{ type: "autogenerated", dirName: "." }] }\n`
  const sidebarWarnings = (warnings: readonly { message: string }[]) => warnings.map(warning => warning.message).filter(message => message.includes("displayed_sidebar"))

  it("displayed_sidebar naming the version's one sidebar (its sidebars file's key, else Docusaurus' defaultSidebar) says nothing; another name is a warning at its line", async () => {
    const { errors, warnings } = await loadContentTree(
      docusaurusTree({
        "content/sidebars.js": plainSidebars("manualSidebar"),
        "content/versioned_sidebars/version-1.1-sidebars.json": `{ "v11": [{ "type": "autogenerated", "dirName": "." }] }\n`,
        "content/docs/intro.md": `---\ndisplayed_sidebar: manualSidebar\n---\n\n# Introduction\n\nSee the [keys](./guides/keys.md).\n`,
        "content/docs/guides/01-first.md": `---\ntitle: First\ndisplayed_sidebar: tutorialSidebar\n---\n\nFirst.\n`,
        "content/versioned_docs/version-1.1/intro.md": `---\ndisplayed_sidebar: v11\n---\n\n# Introduction\n`,
        "content/versioned_docs/version-1.1/guides/keys.md": `---\ndisplayed_sidebar: manualSidebar\n---\n\n# Keys\n`,
        "content/versioned_docs/version-1.0/index.md": `---\ndisplayed_sidebar: defaultSidebar\n---\n\n# Home of 1.0\n`,
      })
    )
    expect(errors.map(error => error.message)).toEqual([])
    expect(sidebarWarnings(warnings)).toEqual([
      `content/docs/guides/01-first.md:3: front matter: "displayed_sidebar" names sidebar "tutorialSidebar", but version current's one sidebar is "manualSidebar" (content/sidebars.js): the page shows its version's sidebar (null shows none)`,
      `content/versioned_docs/version-1.1/guides/keys.md:2: front matter: "displayed_sidebar" names sidebar "manualSidebar", but version 1.1's one sidebar is "v11" (content/versioned_sidebars/version-1.1-sidebars.json): the page shows its version's sidebar (null shows none)`,
    ])
  })

  it("a sidebars file of several sidebars or one not read here, and this site's own layout, leave displayed_sidebar without effect: a warning", async () => {
    const several = await loadContentTree(
      docusaurusTree({
        "content/sidebars.json": `{ "a": [{ "type": "autogenerated", "dirName": "." }], "b": ["intro"] }\n`,
        "content/versioned_sidebars/version-1.1-sidebars.json": "",
        "content/docs/intro.md": `---\ndisplayed_sidebar: a\n---\n\n# Introduction\n\nSee the [keys](./guides/keys.md).\n`,
        "content/versioned_docs/version-1.1/intro.md": `---\ndisplayed_sidebar: docs\n---\n\n# Introduction\n`,
      })
    )
    expect(sidebarWarnings(several.warnings)).toEqual([
      `content/docs/intro.md:2: front matter: "displayed_sidebar" names sidebar "a", but version current's docs are one sidebar here, made from its folders (content/sidebars.json declares "a", "b"): the page shows its version's sidebar (null shows none)`,
      `content/versioned_docs/version-1.1/intro.md:2: front matter: "displayed_sidebar" names sidebar "docs", but version 1.1's one sidebar is "defaultSidebar" (Docusaurus' default, as version 1.1 has no sidebars file): the page shows its version's sidebar (null shows none)`,
    ])
    const script = await loadContentTree(docusaurusTree({ "content/sidebars.js": `module.exports = require("./generated")\n`, "content/docs/guides/01-first.md": `---\ndisplayed_sidebar: docs\n---\n\n# First\n` }))
    expect(sidebarWarnings(script.warnings)).toEqual([
      `content/docs/guides/01-first.md:2: front matter: "displayed_sidebar" names sidebar "docs", which cannot be told from content/sidebars.js (it is not read here): the page shows its version's sidebar (null shows none)`,
    ])
    const site = await loadContentTree(contentFixture({ "content/docs/1.0/manual/setup.mdx": `---\ntitle: Setup\ndisplayed_sidebar: manual\n---\n\nBack to [intro](/docs/manual/intro).\n` }, roots))
    expect(sidebarWarnings(site.warnings)).toEqual([
      `content/docs/1.0/manual/setup.mdx:3: front matter: "displayed_sidebar" names sidebar "manual", which has no effect here: in this site's layout a doc shows the sidebar of its section's folder (manual/ or api/); null shows none`,
    ])
  })

  it("displayed_sidebar: null shows the doc without a sidebar: no breadcrumbs, no previous/next but those its front matter sets; it stays in the sidebar of the others", async () => {
    const { errors, warnings, index } = await loadContentTree(
      docusaurusTree({
        "content/docs/guides/keys.md": `---\ndisplayed_sidebar: null\n---\n\n# Keys\n`,
        "content/docs/guides/02-setup.md": `---\nid: install\ndisplayed_sidebar: null\npagination_next: intro\n---\n\n# Setup\n`,
      })
    )
    expect(errors.map(error => error.message)).toEqual([])
    expect(sidebarWarnings(warnings)).toEqual([])
    const navigation = resolveNavigation(index, true)
    expect(index.docs().filter(doc => doc.fields.hideSidebar).map(doc => doc.url)).toEqual(["/docs/next/guides/install", "/docs/next/guides/keys"])
    expect(navigation.pages.get("/docs/next/guides/keys")).toMatchObject({ previous: null, next: null, breadcrumbs: [] })
    expect(navigation.pages.get("/docs/next/guides/install")).toMatchObject({ previous: null, next: { label: "Introduction", url: "/docs/next/intro" }, breadcrumbs: [] })
    expect(tree(navigation.versions[0].sidebars.manual)).toEqual([{ Guides: ["First", "Setup", "Keys"] }, "Introduction"])
    expect(navigation.pages.get("/docs/next/guides/first")!.next).toEqual({ label: "Setup", url: "/docs/next/guides/install" })
  })

  it("parse_number_prefixes: false keeps the file's and its folders' number prefixes in its URL, id and fallback title, and gives it no position", async () => {
    const { errors, index } = await loadContentTree(
      docusaurusTree({
        "content/docs/03-more/01-alpha.md": `---\nparse_number_prefixes: false\n---\n\nNo heading.\n`,
        "content/docs/03-more/02-beta.md": `# Beta\n`,
        "content/docs/03-more/zeta.md": `# Zeta\n`,
      })
    )
    expect(errors.map(error => error.message)).toEqual([])
    const alpha = index.docs().find(doc => doc.file.endsWith("01-alpha.md"))!
    expect([alpha.url, alpha.fields.docId, alpha.fields.title]).toEqual(["/docs/next/03-more/01-alpha", "03-more/01-alpha", "01-alpha"])
    expect(index.docs().find(doc => doc.file.endsWith("02-beta.md"))!.url).toBe("/docs/next/more/beta")
    // Without a position from its prefix, 01-alpha comes after the positioned Beta, by name before zeta.
    expect(tree(resolveNavigation(index, true).versions[0].sidebars.manual)).toEqual([{ Guides: ["First", "Setup", "Keys"] }, { more: ["Beta", "01-alpha", "Zeta"] }, "Introduction"])
  })
})

describe("docs.routeBasePath", () => {
  it("is a URL path under the site's root", () => {
    expect(routeBaseProblem("docs")).toBeNull()
    expect(routeBaseProblem("/guides/docs/")).toBeNull()
    expect(routeBaseProblem("/")?.message).toBe('src/config/content.ts: docs.routeBasePath must be a URL path such as "docs" (not "/": the home page is this site\'s own)')
  })
})
