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

describe("docs.routeBasePath", () => {
  it("is a URL path under the site's root", () => {
    expect(routeBaseProblem("docs")).toBeNull()
    expect(routeBaseProblem("/guides/docs/")).toBeNull()
    expect(routeBaseProblem("/")?.message).toBe('src/config/content.ts: docs.routeBasePath must be a URL path such as "docs" (not "/": the home page is this site\'s own)')
  })
})
