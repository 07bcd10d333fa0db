import fs from "node:fs"
import path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { loadContentTree, type LoadedContent } from "../../../src/node/content/loadContentTree"
import { sectionSidebar, flattenSidebar, type SidebarItem } from "../../../src/node/docs/sidebars"
import { planPages } from "../../../src/node/content/siteModel"
import { configLinks } from "../../../src/node/content/configLinks"
import { contentFixture } from "./contentFixture"
import { ContentIndex } from "../../../src/node/content/contentIndex"
import { checkSite } from "../../../src/node/content/checkSite"
import { contentConfig, type BrokenAnchorsSetting } from "../../../src/config/content"
import { fixturePages, fixtureVersionRoots } from "../../e2e/support/docusaurusFixturePages"

const repoRoot = path.resolve(__dirname, "../../..")

/** A sidebar as doc paths, each category as { path: its items }. */
const labels = (items: readonly SidebarItem[]): unknown[] =>
  items.map(item => (item.items.length > 0 ? { [item.docPath]: labels(item.items) } : item.docPath))

describe("the site's real content", () => {
  let loaded: LoadedContent
  beforeAll(async () => {
    loaded = await loadContentTree(repoRoot, configLinks())
  })

  it("has no content problems (front matter, links and anchors, API pages, authors, tags, URLs)", async () => {
    expect(loaded.errors.map(error => error.message)).toEqual([])
  })

  const docPaths = (version: string) =>
    loaded.model.docs
      .filter(doc => doc.version === version)
      .map(doc => doc.docPath)
      .sort()

  it("holds exactly the spec's pages in each version", async () => {
    const common = [
      "api/introduction",
      "manual/basic_usage",
      "manual/basic_usage/first_steps_in_rsvim",
      "manual/command_line_interface",
      "manual/command_line_interface/exit",
      "manual/command_line_interface/initialization",
      "manual/configuration",
      "manual/get_started",
      "manual/installation",
    ]
    expect(docPaths("0.1.2")).toEqual([...common, "manual/command_line_interface/help_manual"].sort())
    expect(docPaths("next")).toEqual(
      [
        ...common,
        "manual/configuration/further_reading",
        "manual/configuration/multiple_files",
        "manual/configuration/npm_package",
        "manual/configuration/simple_package",
      ].sort()
    )
    expect(docPaths("0.1.0")).toEqual(["api/introduction", "manual/get_started"])
  })

  it("derives the manual sidebars from the folders, in reading order", async () => {
    const sidebar = (version: string) =>
      sectionSidebar(loaded.index.docs().filter(doc => doc.fields.version === version).map(doc => doc.fields), "manual")
    expect(labels(sidebar("0.1.2"))).toEqual([
      "manual/get_started",
      "manual/installation",
      { "manual/basic_usage": ["manual/basic_usage/first_steps_in_rsvim"] },
      {
        "manual/command_line_interface": [
          "manual/command_line_interface/exit",
          "manual/command_line_interface/initialization",
          "manual/command_line_interface/help_manual",
        ],
      },
      "manual/configuration",
    ])
    expect(labels(sidebar("next")).slice(-1)).toEqual([
      {
        "manual/configuration": [
          "manual/configuration/simple_package",
          "manual/configuration/npm_package",
          "manual/configuration/multiple_files",
          "manual/configuration/further_reading",
        ],
      },
    ])
    expect(flattenSidebar(sidebar("0.1.0")).map(page => page.url)).toEqual(["/docs/0.1.0/manual/get_started"])
  })

  it("plans every route of the spec", async () => {
    const paths = planPages(loaded.model, true).map(page => page.path)
    for (const expected of [
      "/docs",
      "/docs/next",
      "/docs/0.1.0",
      "/docs/manual/installation",
      "/docs/next/manual/configuration/npm_package",
      "/docs/0.1.0/api/introduction",
      "/blog",
      "/blog/2024/08/29/motivation",
      "/blog/2025/08/28/v0.1.2",
      "/blog/archive",
      "/blog/authors",
      "/blog/authors/rsvim-team",
      "/blog/tags",
      "/blog/tags/announcement",
      "/blog/tags/product",
      "/sponsor",
    ]) {
      expect(paths).toContain(expected)
    }
    expect(paths).not.toContain("/docs/0.1.0/manual/installation")
    expect(paths).not.toContain("/docs/next/manual/command_line_interface/help_manual")
  })

  it("gives the posts their tags, author and an excerpt marker", async () => {
    const posts = Object.fromEntries(loaded.model.posts.map(post => [post.url, post]))
    expect(posts["/blog/2024/08/29/motivation"]).toMatchObject({ tags: ["product"], authors: ["rsvim-team"] })
    expect(posts["/blog/2025/08/28/v0.1.2"]).toMatchObject({ tags: ["announcement"], authors: ["rsvim-team"] })
  })
})

/** Writes a small content tree into a temporary root and returns the root. */
const roots: string[] = []
const fixture = (files: Record<string, string>) => contentFixture(files, roots)
afterAll(() => roots.forEach(root => fs.rmSync(root, { recursive: true, force: true })))

const messages = async (root: string) => (await loadContentTree(root)).errors.map(error => error.message)

describe("content failures name the file", () => {
  it("accepts the valid fixture", async () => {
    expect(await messages(fixture({}))).toEqual([])
  })

  it("reports each Markdown file that is no page, and leaves hidden _ files and folders and other files alone", async () => {
    const root = fixture({
      "content/docs/stray.md": "# Stray\n",
      "content/pages/index.md": "# Home\n",
      "content/notes.mdx": "# Notes\n",
      "content/docs/1.0/manual/_partial.mdx": "Partial {undefinedName}.\n",
      "content/docs/1.0/manual/_drafts/draft.md": "# Draft\n",
      "content/docs/1.0/manual/data.txt": "text\n",
    })
    expect(await messages(root)).toEqual([
      "content/docs/stray.md: this Markdown file is not built: it is in no version folder (docs go in content/docs/<version>/ (manual/ or api/), posts in content/blog/, stand-alone pages in content/pages/; a name starting with _ keeps a file out of the site, as in Docusaurus)",
      expect.stringMatching(/^content\/notes\.mdx: this Markdown file is not built: it is in none of the content folders/),
      "content/pages/index.md: this Markdown file is not built: it would be the home page, which is this site's own (src/pages/index.tsx; its text is in src/config/site.ts)",
    ])
  })

  it("reports each React page under content/pages/ (Docusaurus builds them; here React pages go in src/pages/), leaving out tests, declarations and _ names as Docusaurus does", async () => {
    const root = fixture({
      "content/pages/index.js": "export default function Home() { return null }\n",
      "content/pages/showcase.tsx": "export default function Showcase() { return null }\n",
      "content/pages/guides/tools.jsx": "export default function Tools() { return null }\n",
      "content/pages/helpers.ts": "export const x = 1\n",
      "content/pages/_layout.tsx": "export default function Layout() { return null }\n",
      "content/pages/showcase.test.tsx": "test\n",
      "content/pages/types.d.ts": "declare const x: number\n",
      "content/pages/showcase.module.css": ".a {}\n",
    })
    const notBuilt = "this React page is not built: content/pages/ builds Markdown and MDX pages only, and React pages go in src/pages/ here, as Gatsby pages of the site itself (write it as Markdown or MDX, or move it to src/pages/)"
    expect(await messages(root)).toEqual([
      `content/pages/guides/tools.jsx: ${notBuilt}`,
      `content/pages/helpers.ts: ${notBuilt}`,
      "content/pages/index.js: this React page is not built: it would be the home page, which is this site's own (src/pages/index.tsx; its text is in src/config/site.ts)",
      `content/pages/showcase.tsx: ${notBuilt}`,
    ])
  })

  it("drops the problem of a React page once it is removed (gatsby develop)", async () => {
    const root = fixture({ "content/pages/showcase.tsx": "export default function Showcase() { return null }\n" })
    const index = await ContentIndex.load(root)
    expect(index.errors().map(error => error.file)).toEqual(["content/pages/showcase.tsx"])
    fs.rmSync(path.join(root, "content/pages/showcase.tsx"))
    await index.refresh(path.join(root, "content/pages/showcase.tsx"))
    expect(index.errors()).toEqual([])
  })

  it("publishes pages of sub-folders and a post's slug at Docusaurus' URLs, and a version-like doc name whole", async () => {
    const root = fixture({
      "content/pages/guides/setup.md": "# Setup\n",
      "content/pages/guides/index.mdx": "# Guides\n",
      "content/blog/2024-03-04-first.md": "---\ntitle: First\nauthors: team\nslug: hello-world\n---\n\nHi.\n",
      "content/blog/2024-03-05-second.md": "---\ntitle: Second\nauthors: team\nslug: /news/second\n---\n\nHi.\n",
      "content/docs/1.0/manual/releases/4.5.0.md": "# Release 4.5.0\n",
    })
    const { index, errors } = await loadContentTree(root)
    expect(errors.map(error => error.message)).toEqual([])
    const urls = [...index.pages(), ...index.posts(), ...index.docs()].map(entry => entry.url)
    expect(urls).toEqual(expect.arrayContaining(["/guides", "/guides/setup", "/blog/hello-world", "/blog/news/second", "/docs/manual/releases/4.5.0"]))
  })

  it("honours hide_title as Docusaurus does: only a title from the front matter is hidden, never the body's own # H1", async () => {
    const root = fixture({
      "content/docs/1.0/manual/plain.md": "---\ntitle: Plain\nhide_title: true\n---\n\nText.\n",
      "content/docs/1.0/manual/headed.md": "---\nhide_title: true\n---\n\n# Headed\n\nText.\n",
    })
    const { index, warnings } = await loadContentTree(root)
    expect(warnings).toEqual([])
    const hidden = Object.fromEntries(index.docs().map(doc => [doc.fields.docPath, doc.fields.hideTitle]))
    expect(hidden).toMatchObject({ "manual/plain": true, "manual/headed": false })
  })

  it("fails on a broken file link", async () => {
    const root = fixture({ "content/docs/1.0/manual/intro.mdx": `---\ntitle: Intro\n---\n\nSee [setup](./setpu.mdx).\n` })
    expect(await messages(root)).toEqual(['content/docs/1.0/manual/intro.mdx:5: broken link "./setpu.mdx": no content file at that path'])
  })

  it("fails on a body that cannot be rendered (a component the site does not provide), as the build does", async () => {
    const root = fixture({ "content/docs/1.0/manual/intro.mdx": `---\ntitle: Intro\n---\n\nPress <Key name="Esc" /> to leave.\n` })
    const [problem, ...others] = await messages(root)
    expect(others).toEqual([])
    expect(problem).toMatch(/^content\/docs\/1\.0\/manual\/intro\.mdx:5: component <Key> is not provided here: .*remove it and write that part in Markdown/)
  })

  it("fails on a broken site path, including in a blog post", async () => {
    const root = fixture({
      "content/blog/2024-01-02-hello/index.mdx": `---\ntitle: Hello\nauthors: team\n---\n\nRead [the docs](/docs/manual/intro-x).\n`,
    })
    expect(await messages(root)).toEqual(['content/blog/2024-01-02-hello/index.mdx:6: broken link "/docs/manual/intro-x": no page at /docs/manual/intro-x'])
  })

  it("fails on a broken configuration link", async () => {
    const { errors } = await loadContentTree(fixture({}), [
      { source: "src/config/site.ts (navbar)", url: "/sponsors" },
      { source: "src/config/site.ts (footer)", url: "/docs/manual/setup#nowhere" },
    ])
    expect(errors.map(error => error.message)).toEqual([
      'src/config/site.ts (navbar): broken link "/sponsors": no page at /sponsors',
      'src/config/site.ts (footer): broken link "/docs/manual/setup#nowhere": /docs/manual/setup has no heading or element with id "nowhere"',
    ])
  })

  it("fails on malformed front matter YAML", async () => {
    const root = fixture({ "content/docs/1.0/manual/setup.mdx": `---\ntitle: [unclosed\n---\n\nBody.\n` })
    const [message] = await messages(root)
    expect(message).toMatch(/^content\/docs\/1\.0\/manual\/setup\.mdx:3: malformed front matter/)
  })

  it("fails on a front matter field of the wrong type", async () => {
    const root = fixture({ "content/docs/1.0/manual/setup.mdx": `---\ntitle: Setup\nsidebar_position: second\n---\n\nBody.\n` })
    expect(await messages(root)).toContain('content/docs/1.0/manual/setup.mdx:3: front matter: "sidebar_position" must be a number')
  })

  it("fails on an unknown author id (a tag tags.yaml lacks is an inline tag, as in Docusaurus)", async () => {
    const root = fixture({
      "content/blog/2024-01-02-hello/index.mdx": `---\ntitle: Hello\nauthors: [ghost]\ntags: [newz]\n---\n\nHi.\n`,
    })
    expect(await messages(root)).toEqual(['content/blog/2024-01-02-hello/index.mdx:3: unknown author "ghost" (add it to content/blog/authors.yaml)'])
  })

  it("a post whose front matter is malformed is reported once: links to it are not reported as broken too", async () => {
    const root = fixture({
      "content/blog/2024-01-02-hello/index.mdx": `---\ntitle: "Hello\n---\n\nHi.\n`,
      "content/docs/1.0/manual/setup.mdx": `---\ntitle: Setup\n---\n\nSee [the post](/blog/2024/01/02/hello) and [a missing one](/blog/2024/01/03/gone).\n`,
    })
    const found = await messages(root)
    expect(found).toHaveLength(2)
    expect(found[0]).toMatch(/^content\/blog\/2024-01-02-hello\/index\.mdx:\d+: malformed front matter: /)
    expect(found[1]).toBe('content/docs/1.0/manual/setup.mdx:5: broken link "/blog/2024/01/03/gone": no page at /blog/2024/01/03/gone')
  })

  it("fails on two files with one URL", async () => {
    const root = fixture({ "content/docs/1.0/manual/01-setup.mdx": `---\ntitle: Setup again\n---\n\nBody.\n` })
    expect(await messages(root)).toEqual([
      "content/docs/1.0/manual/setup.mdx: duplicate URL /docs/manual/setup (also produced by content/docs/1.0/manual/01-setup.mdx)",
    ])
  })

  it("fails when a listed version has no folder, or a folder no listing", async () => {
    const root = fixture({
      "content/docs/versions.yaml": `- { name: "1.0", label: "1.0", path: "", isLast: true, banner: none }\n- { name: "2.0", label: "2.0", path: "2.0", isLast: false, banner: none }\n`,
      "content/docs/0.9/manual/old.mdx": `---\ntitle: Old\n---\n\nOld.\n`,
    })
    expect(await messages(root)).toEqual([
      'content/docs/versions.yaml: version "2.0" has no folder content/docs/2.0/',
      "content/docs/0.9/: folder is not listed in content/docs/versions.yaml",
    ])
  })

  it("fails, at the front matter, on a post with no date at all (none in its path, none in its front matter), and on a date that is no day", async () => {
    const root = fixture({
      "content/blog/hello/index.mdx": `---\ntitle: Hello\nauthors: team\n---\n\nHi.\n`,
      "content/blog/2024-13-45-odd.md": `---\ntitle: Odd\n---\n\nHi.\n`,
    })
    expect(await messages(root)).toEqual([
      "content/blog/2024-13-45-odd.md: blog post: the date in its name, 2024-13-45, is no day of the calendar (name a post YYYY-MM-DD-<name>.md, or put it in a folder named so or in YYYY/MM/DD/ folders)",
      'content/blog/hello/index.mdx:1: blog post has no date: name it YYYY-MM-DD-<name>.md (or put it in a folder named so, or in YYYY/MM/DD/ folders), or give it a front matter "date" (Docusaurus would take the date git or the file system gives the file; this site does not, so builds do not depend on them)',
    ])
  })
})

describe("Docusaurus' Markdown drops in", () => {
  const docusaurusDocs = {
    "content/docs/1.0/manual/intro.mdx": `---\ntitle: Intro\n---\n\nSee [the guides](./02-guides/README.md), [keys](./02-guides/keys.md#leave) and [setup](setup.mdx#install-it).\n`,
    "content/docs/1.0/manual/setup.mdx": `# Set it up\n\n## Install it {#install-it}\n\nText.\n`,
    "content/docs/1.0/manual/02-guides/README.md": `# Guides\n\nAll guides. <!-- a comment -->\n`,
    "content/docs/1.0/manual/02-guides/keys.md": `---\nsidebar_position: 1\n---\n\n# Keys\n\n## Leave {#leave}\n\nPress <kbd>Esc</kbd>.\n`,
    "content/blog/2024-01-02-hello/index.mdx": `---\nauthors: [team]\n---\n\n# Hello there\n\nHi.\n\n<!-- truncate -->\n\nMore.\n`,
  }

  it("builds .md and .mdx docs, README.md as its folder's page, titles from a leading # H1, .md links and {#custom-id} anchors", async () => {
    const { errors, index } = await loadContentTree(fixture(docusaurusDocs))
    expect(errors.map(error => error.message)).toEqual([])
    const docs = Object.fromEntries(index.docs().map(doc => [doc.url, doc]))
    expect(Object.keys(docs).sort()).toEqual(["/docs/manual/guides", "/docs/manual/guides/keys", "/docs/manual/intro", "/docs/manual/setup"])
    expect(docs["/docs/manual/guides"].fields).toMatchObject({ title: "Guides", isIndex: true })
    expect(docs["/docs/manual/guides/keys"].fields).toMatchObject({ title: "Keys", sidebarLabel: "Keys" })
    expect(docs["/docs/manual/setup"].fields.title).toBe("Set it up")
    // The title is the page's own heading: the body no longer holds the h1.
    expect(docs["/docs/manual/setup"].headings).toEqual([{ depth: 2, text: "Install it", id: "install-it" }])
    const guides = sectionSidebar(index.docs().map(doc => doc.fields), "manual")
    // Sorted by file name, number prefixes included, as before.
    expect(labels(guides)).toEqual([{ "manual/guides": ["manual/guides/keys"] }, "manual/intro", "manual/setup"])
    const [post] = index.posts()
    expect(post.fields).toMatchObject({ title: "Hello there", hasTruncateMarker: true })
    expect(post.fields.excerptHtml).toBe("<p>Hi.</p>")
  })

  it("with both a front matter title and a leading # H1, the H1 heads the page and the title names it (tab, sidebar, search), as in Docusaurus", async () => {
    const { errors, index } = await loadContentTree(fixture({ ...docusaurusDocs, "content/docs/1.0/manual/setup.mdx": `---\ntitle: Setup\n---\n\n# Setting it all up\n\n## Install it {#install-it}\n` }))
    expect(errors.map(error => error.message)).toEqual([])
    const setup = index.docs().find(doc => doc.url === "/docs/manual/setup")!
    expect(setup.fields).toMatchObject({ title: "Setup", heading: "Setting it all up", sidebarLabel: "Setup" })
    // Shown once: the heading is the page's h1, not part of its body.
    expect(setup.headings).toEqual([{ depth: 2, text: "Install it", id: "install-it" }])
    expect(index.docs().find(doc => doc.url === "/docs/manual/intro")!.fields).toMatchObject({ title: "Intro", heading: "Intro" })
  })

  it("titles a doc with neither a title nor a leading # H1 by its id or file name, as Docusaurus does, and fails, naming file and line, on a broken .md link", async () => {
    const root = fixture({
      ...docusaurusDocs,
      // An h1 counts as the title only when it is the body's first heading.
      "content/docs/1.0/manual/setup.mdx": `## Install it\n\n# Late heading\n`,
      "content/docs/1.0/manual/intro.mdx": `---\ntitle: Intro\n---\n\nSee [keys](./02-guides/key.md).\n`,
    })
    const { errors, index } = await loadContentTree(root)
    expect(errors.map(error => error.message)).toEqual(['content/docs/1.0/manual/intro.mdx:5: broken link "./02-guides/key.md": no content file at that path'])
    expect(index.docs().find(doc => doc.url === "/docs/manual/setup")!.fields).toMatchObject({ title: "setup", heading: "setup", sidebarLabel: "setup" })
    const named = await loadContentTree(fixture({ ...docusaurusDocs, "content/docs/1.0/manual/03-setup.mdx": `---\nid: getting-started\n---\n\nText.\n` }))
    expect(named.index.docs().find(doc => doc.url === "/docs/manual/getting-started")!.fields.title).toBe("getting-started")
  })
})

describe("Docusaurus' _category_ files", () => {
  const categoryDocs = {
    "content/docs/1.0/manual/02-guides/keys.md": `# Keys\n\nText.\n`,
    "content/docs/1.0/manual/02-guides/setup-keys.md": `# Setting keys\n\nText.\n`,
    "content/docs/1.0/manual/02-guides/_category_.json": `{\n  "label": "How-to guides",\n  "position": 1,\n  "collapsed": true,\n  "link": { "type": "doc", "id": "guides/setup-keys" }\n}\n`,
    "content/docs/1.0/manual/tools/README.md": `# Tools\n\nText.\n`,
    "content/docs/1.0/manual/tools/_category_.yml": `label: Toolbox\ncollapsible: false\n`,
    "content/docs/1.0/manual/tools/hammer.md": `# Hammer\n\nText.\n`,
  }

  it("give a folder's category its label, position, collapsed state and linked doc", async () => {
    const { errors, index } = await loadContentTree(fixture(categoryDocs))
    expect(errors.map(error => error.message)).toEqual([])
    const { resolveNavigation } = await import("../../../src/node/docs/navigation")
    const [version] = resolveNavigation(index, true).versions
    const categories = version.sidebars.manual.filter(item => item.type === "category").map(({ label, url, collapsed, docPath }) => ({ label, url, collapsed, docPath }))
    expect(version.sidebars.manual.map(item => item.label)).toEqual(["How-to guides", "Intro", "Setup", "Toolbox"])
    expect(categories).toEqual([
      { label: "How-to guides", url: "/docs/manual/guides/setup-keys", collapsed: true, docPath: "manual/guides" },
      { label: "Toolbox", url: "/docs/manual/tools", collapsed: false, docPath: "manual/tools" },
    ])
  })

  it("fail, naming file and line, on what they cannot take: a generated index with an unknown field, a link to no doc, an unknown field, bad JSON", async () => {
    const root = fixture({
      ...categoryDocs,
      "content/docs/1.0/manual/02-guides/_category_.json": `{\n  "label": "Guides",\n  "link": { "type": "doc", "id": "guides/nope" }\n}\n`,
      "content/docs/1.0/manual/tools/_category_.yml": `label: Tools\nicon: hammer\nlink:\n  type: generated-index\n  sort: asc\n`,
      "content/docs/1.0/manual/more/_category_.json": `{\n  "label": "More",\n  "position": 2,,\n}\n`,
      "content/docs/1.0/manual/more/page.md": `# Page\n`,
    })
    const found = await messages(root)
    expect(found[0]).toMatch(/^content\/docs\/1\.0\/manual\/more\/_category_\.json:3: invalid category file: /)
    expect(found.slice(1)).toEqual([
      'content/docs/1.0/manual/tools/_category_.yml:2: unknown field(s) "icon" (allowed: label, position, collapsed, collapsible, className, customProps, link, description)',
      'content/docs/1.0/manual/tools/_category_.yml:3: unknown field(s) of a generated-index link "sort" (allowed: type, title, description, slug, keywords, image)',
      'content/docs/1.0/manual/02-guides/_category_.json:3: link: no doc "guides/nope" in manual/ of version 1.0 (a doc id is its path under manual/ without extension or number prefixes)',
    ])
  })
})

describe("generated index pages (_category_ link: { type: generated-index })", () => {
  const indexedDocs = {
    "content/docs/1.0/manual/03-tutorials/_category_.json": `{\n  "label": "Step by step",\n  "position": 1,\n  "link": { "type": "generated-index", "description": "Walk through the editor." }\n}\n`,
    "content/docs/1.0/manual/03-tutorials/first.md": `---\nsidebar_position: 1\n---\n\n# First steps\n\nOpen a file and look around.\n\nMore text.\n`,
    "content/docs/1.0/manual/03-tutorials/second.md": `---\ndescription: Change what you opened.\n---\n\n# Second steps\n\nEdit it.\n`,
    "content/docs/1.0/manual/03-tutorials/deeper/third.md": `# Third steps\n\nDeeper.\n`,
    "content/docs/1.0/manual/03-tutorials/deeper/_category_.yml": `link:\n  type: generated-index\n  title: Going deeper\n  slug: /deeper-still\n  keywords: [advanced]\n`,
  }

  it("each becomes a page at Docusaurus' URL, the category's sidebar link and a step in reading order, listing its items as cards", async () => {
    const { errors, planned, index } = await loadContentTree(fixture(indexedDocs))
    expect(errors.map(error => error.message)).toEqual([])
    expect(planned.filter(page => page.template === "docCategoryIndex").map(page => page.path)).toEqual(["/docs/category/step-by-step", "/docs/deeper-still"])
    const { resolveNavigation } = await import("../../../src/node/docs/navigation")
    const navigation = resolveNavigation(index, true)
    const [tutorials] = navigation.versions[0].sidebars.manual
    expect(tutorials).toMatchObject({ label: "Step by step", url: "/docs/category/step-by-step" })
    expect(tutorials.items.map(item => [item.label, item.url])).toEqual([
      ["First steps", "/docs/manual/tutorials/first"],
      // As in Docusaurus: the folder's name labels a category whose _category_ file gives none.
      ["deeper", "/docs/deeper-still"],
      ["Second steps", "/docs/manual/tutorials/second"],
    ])
    expect(navigation.categoryIndexes.map(({ url, title, description, keywords, cards }) => ({ url, title, description, keywords, cards }))).toEqual([
      {
        url: "/docs/category/step-by-step",
        title: "Step by step",
        description: "Walk through the editor.",
        keywords: [],
        cards: [
          { label: "First steps", url: "/docs/manual/tutorials/first", description: "Open a file and look around." },
          { label: "deeper", url: "/docs/deeper-still", description: "1 item" },
          { label: "Second steps", url: "/docs/manual/tutorials/second", description: "Change what you opened." },
        ],
      },
      { url: "/docs/deeper-still", title: "Going deeper", description: null, keywords: ["advanced"], cards: [{ label: "Third steps", url: "/docs/manual/tutorials/deeper/third", description: "Deeper." }] },
    ])
    expect(navigation.pages.get("/docs/category/step-by-step")).toMatchObject({ previous: null, next: { url: "/docs/manual/tutorials/first" }, breadcrumbs: [{ label: "Step by step" }] })
    expect(navigation.pages.get("/docs/manual/tutorials/first")?.previous).toEqual({ label: "Step by step", url: "/docs/category/step-by-step" })
  })

  it("are searchable: their title, description and cards", async () => {
    const { index } = await loadContentTree(fixture(indexedDocs))
    const { siteSearchRecords } = await import("../../../src/node/gatsby/searchIndex")
    const records = siteSearchRecords(index, true).filter(record => record.url === "/docs/category/step-by-step")
    expect(records.map(record => record.hierarchy.lvl1)).toContain("Step by step")
    expect(records.map(record => record.content ?? "").join(" ")).toContain("Walk through the editor.")
    expect(records.map(record => record.content ?? "").join(" ")).toContain("First steps: Open a file and look around.")
  })

  it("a generated index whose URL another page has fails, naming both files", async () => {
    const root = fixture({ ...indexedDocs, "content/docs/1.0/manual/03-tutorials/deeper/_category_.yml": `link:\n  type: generated-index\n  slug: /manual/intro\n` })
    expect(await messages(root)).toEqual([
      "content/docs/1.0/manual/03-tutorials/deeper/_category_.yml: duplicate URL /docs/manual/intro (also produced by content/docs/1.0/manual/intro.mdx)",
    ])
  })
})

describe("Docusaurus' sidebars files", () => {
  it("are not read: each one found is a warning naming it and what the sidebars are made from instead, and the docs still build", async () => {
    const { errors, warnings } = await loadContentTree(
      fixture({ "content/docs/sidebars.js": `export default { docs: [{ type: "autogenerated", dirName: "." }] }\n`, "content/docs/1.0/versioned_sidebars/version-1.0-sidebars.json": `{}\n` })
    )
    expect(errors.map(error => error.message)).toEqual([])
    expect(warnings.map(warning => warning.message)).toEqual([
      "content/docs/1.0/versioned_sidebars/version-1.0-sidebars.json: Docusaurus' sidebars file is not read here: each sidebar is made from the docs folders (manual/, api/), the files' sidebar_position and sidebar_label, and the folders' _category_.json or _category_.yml files; order and label the docs there, then delete this file",
      expect.stringMatching(/^content\/docs\/sidebars\.js: Docusaurus' sidebars file is not read here: /),
    ])
  })
})

describe("a Docusaurus blog drops in", () => {
  const docusaurusBlog = {
    "content/blog/authors.yaml": "",
    "content/blog/tags.yaml": "",
    "content/blog/authors.yml": `JoelMarcey:\n  name: Joel Marcey\n  image_url: /img/joel.png\n  socials:\n    github: JoelMarcey\nteam:\n  name: Team\n  page: true\n`,
    "content/blog/tags.yml": `news:\nreleaseNotes:\n  label: Release notes\n`,
    "content/blog/2024-03-04-single-file.md": `---\nauthors: [JoelMarcey, team]\ntags: [releaseNotes]\n---\n\n# One file\n\nShort.\n\n<!-- truncate -->\n\nLong.\n`,
    "content/blog/2023/2023-02-03-older.mdx": `---\ntitle: Older\nauthors: team\n---\n\nIn a year folder.\n`,
    "static/img/joel.png": "png",
  }

  it("reads single-file and folder posts, map-style authors.yml and tags.yml, and gives authors and tags Docusaurus' URLs", async () => {
    const { errors, index, planned } = await loadContentTree(fixture(docusaurusBlog))
    expect(errors.map(error => error.message)).toEqual([])
    // As in Docusaurus, the folder before the date stays in the URL, after the date.
    expect(index.posts().map(post => [post.url, post.fields.title, post.fields.hasTruncateMarker])).toEqual([
      ["/blog/2023/02/03/2023/older", "Older", false],
      ["/blog/2024/01/02/hello", "Hello", true],
      ["/blog/2024/03/04/single-file", "One file", true],
    ])
    const paths = planned.map(page => page.path)
    expect(paths).toEqual(expect.arrayContaining(["/blog/authors/joel-marcey", "/blog/authors/team", "/blog/tags/release-notes", "/blog/tags/news"]))
    expect(index.authors[0]).toMatchObject({ imageUrl: "/img/joel.png", socials: [{ platform: "github", url: "https://github.com/JoelMarcey" }] })
  })

  it("gives each post the URL Docusaurus gives its whole path: folders before the date after it, YYYY/MM/DD folders, a file beside a post, an undated post at its path with its front matter date", async () => {
    const { errors, index } = await loadContentTree(
      fixture({
        ...docusaurusBlog,
        "content/blog/releases/2024-05-01-v1.md": `---\ntitle: Version 1\n---\n\nOut.\n`,
        "content/blog/2024/06/01/summer/index.md": `---\ntitle: Summer\n---\n\nWarm.\n`,
        "content/blog/2024-01-02-hello/notes.md": `---\ntitle: Notes\nauthors: [team]\n---\n\nA file beside a post is a post too, as in Docusaurus.\n`,
        "content/blog/news/welcome.md": `---\ntitle: Welcome\ndate: 2024-02-03\n---\n\nHi.\n`,
        "content/blog/2024-07-01-moved.md": `---\ntitle: Moved\ndate: 2024-07-09\n---\n\nIts front matter date is its date; its URL keeps the name's.\n`,
      })
    )
    expect(errors.map(error => error.message)).toEqual([])
    expect(index.posts().map(post => [post.url, post.fields.date, post.fields.slug])).toEqual([
      ["/blog/2023/02/03/2023/older", "2023-02-03", "2023/older"],
      ["/blog/2024/01/02/hello", "2024-01-02", "hello"],
      ["/blog/2024/01/02/hello/notes", "2024-01-02", "hello/notes"],
      ["/blog/2024/03/04/single-file", "2024-03-04", "single-file"],
      ["/blog/2024/05/01/releases/v1", "2024-05-01", "releases/v1"],
      ["/blog/2024/06/01/summer", "2024-06-01", "summer"],
      ["/blog/2024/07/01/moved", "2024-07-09", "moved"],
      ["/blog/news/welcome", "2024-02-03", "news/welcome"],
    ])
  })

  it("fails, naming file and line, on a post with no date at all, an avatar missing from static/, two authors files, and names the file to add an author to", async () => {
    const root = fixture({
      ...docusaurusBlog,
      "static/img/joel.png": "",
      "content/blog/authors.yaml": `- { slug: team, name: Team }\n`,
      "content/blog/welcome.md": `---\ntitle: Welcome\nauthors: [ghost]\n---\n\nHi.\n`,
      "content/blog/2024-05-06-who.mdx": `---\ntitle: Who\nauthors: [ghost]\n---\n\nHi.\n`,
    })
    expect(await messages(root)).toEqual([
      "content/blog/authors.yaml: content/blog/authors.yml holds the same list: keep one of the two files",
      'content/blog/welcome.md:1: blog post has no date: name it YYYY-MM-DD-<name>.md (or put it in a folder named so, or in YYYY/MM/DD/ folders), or give it a front matter "date" (Docusaurus would take the date git or the file system gives the file; this site does not, so builds do not depend on them)',
      'content/blog/2024-05-06-who.mdx:3: unknown author "ghost" (add it to content/blog/authors.yml)',
      "content/blog/authors.yml:1: JoelMarcey: image_url /img/joel.png is not a file under static/",
    ])
  })
})

describe("inline authors and tags drop in", () => {
  const inlineBlog = {
    "content/blog/authors.yaml": "",
    "content/blog/tags.yaml": "",
    "content/blog/authors.yml": `team:\n  name: Team\n`,
    "content/blog/tags.yml": `news:\n`,
    "content/blog/2024-03-04-guest.md": `---\ntitle: Guest\nauthors:\n  - team\n  - name: Joel Marcey\n    url: https://github.com/JoelMarcey\n    image_url: /img/joel.png\ntags: [news, Getting Started, { label: Deep dive, permalink: /deep }]\n---\n\nHi.\n`,
    "content/blog/2024-03-05-legacy.md": `---\ntitle: Legacy\nauthor: Gao Wei\nauthor_url: https://github.com/wgao19\n---\n\nHi.\n`,
    "content/blog/2024-03-06-quiet.md": `---\ntitle: Quiet\nauthors: team\ntags: [news]\n---\n\nHi.\n`,
    "static/img/joel.png": "png",
  }

  it("posts show inline authors (no author page) and tag pages list posts with inline tags; the build warns, naming file and line, as Docusaurus does", async () => {
    const { errors, warnings, model, planned } = await loadContentTree(fixture(inlineBlog))
    expect(errors.map(error => error.message)).toEqual([])
    expect(warnings.map(warning => warning.message)).toEqual([
      'content/blog/2024-03-04-guest.md:3: inline author(s) "Joel Marcey" are not in content/blog/authors.yml: the post shows them, without an author page (add them to content/blog/authors.yml and name them by id to give them one)',
      'content/blog/2024-03-04-guest.md:8: inline tag(s) "Getting Started", "Deep dive" are not in content/blog/tags.yml: each gets a tag page named after it (add them to content/blog/tags.yml to give them a label, description or URL of their own)',
      'content/blog/2024-03-05-legacy.md:3: inline author(s) "Gao Wei" are not in content/blog/authors.yml: the post shows them, without an author page (add them to content/blog/authors.yml and name them by id to give them one)',
    ])
    const paths = planned.map(page => page.path)
    expect(paths).toEqual(expect.arrayContaining(["/blog/tags/news", "/blog/tags/getting-started", "/blog/tags/deep", "/blog/authors/team"]))
    expect(paths.filter(path => path.startsWith("/blog/authors/"))).toEqual(["/blog/authors/team"])
    expect(model.posts.filter(post => post.url.startsWith("/blog/2024/03/")).map(post => [post.url, post.authors, post.tags])).toEqual([
      ["/blog/2024/03/04/guest", ["team"], ["news", "Getting Started", "Deep dive"]],
      ["/blog/2024/03/05/legacy", [], []],
      ["/blog/2024/03/06/quiet", ["team"], ["news"]],
    ])
  })

  it("without a tags file, inline tags are not warned about (Docusaurus checks them only against one); an inline avatar missing from static/ fails", async () => {
    const { errors, warnings } = await loadContentTree(fixture({ ...inlineBlog, "content/blog/tags.yml": "", "static/img/joel.png": "" }))
    expect(warnings.map(warning => warning.message)).toEqual([expect.stringContaining("2024-03-04-guest.md:3: inline author(s)"), expect.stringContaining("2024-03-05-legacy.md:3: inline author(s)")])
    expect(errors.map(error => error.message)).toEqual(["content/blog/2024-03-04-guest.md: author image_url /img/joel.png is not a file under static/"])
  })
})

describe("the Docusaurus fixture tree (tests/fixtures/docusaurus-site, built by the browser tests)", () => {
  it("has no content problems, with the site's configuration links, and puts every page at the URL Docusaurus gives it", async () => {
    const { errors, warnings, planned } = await loadContentTree(path.resolve(__dirname, "../../fixtures/docusaurus-site"), configLinks())
    expect(errors.map(error => error.message)).toEqual([])
    // What Docusaurus itself warns about in this tree, and nothing else.
    expect(warnings.map(warning => warning.message.replace(/:.*/, ""))).toEqual([
      "content/blog/2024-06-01-guest-post.md",
      "content/blog/2024-06-01-guest-post.md",
      "content/blog/2024-06-02-older-fields.md",
      "content/blog/2024-06-02-older-fields.md",
    ])
    const paths = [
      "/blog",
      "/blog/2024/05/01/welcome",
      "/blog/2024/05/10/releases/v1.0",
      "/blog/2024/06/01/guest-post",
      "/blog/2024/06/15/summer-notes",
      "/blog/2024/07/01/quiet-notes",
      "/blog/2024/07/15/untitled-notes",
      "/blog/2025/08/28/v0.1.2",
      "/blog/archive",
      "/blog/authors",
      "/blog/authors/fixture-writer",
      "/blog/authors/the-team",
      "/blog/news/undated-welcome",
      "/blog/older-fields-post",
      "/blog/tags",
      "/blog/tags/field-notes",
      "/blog/tags/inline-topic",
      "/blog/tags/quiet",
      "/blog/tags/releases",
      "/blog/tags/welcome",
      "/docs",
      "/docs/0.9",
      "/docs/0.9/02-extras/01-glossary",
      "/docs/0.9/basics/install",
      "/docs/0.9/changelog",
      "/docs/0.9/intro",
      "/docs/0.9/start-here",
      "/docs/guides",
      "/docs/guides/keys",
      "/docs/intro",
      "/docs/next",
      "/docs/next/category/tutorials",
      "/docs/next/guides",
      "/docs/next/guides/keys",
      "/docs/next/guides/window-layout",
      "/docs/next/intro",
      "/docs/next/moved-guide",
      "/docs/next/reference/4.5.0",
      "/docs/next/reference/commands",
      "/docs/next/reference/key-map",
      "/docs/next/reference/options",
      "/docs/next/tutorials/bonus-lesson",
      "/docs/next/tutorials/first-lesson",
      "/docs/next/tutorials/second-lesson",
      "/guides/setup",
      "/notes",
      "/quiet-page",
      "/sponsor",
    ]
    expect(planned.map(page => page.path).sort()).toEqual(paths)
    // The browser test visits each of them (tests/e2e/docusaurus/docusaurusSite.spec.ts).
    expect([...Object.keys(fixturePages), ...Object.keys(fixtureVersionRoots)].sort()).toEqual(paths)
  })
})

describe("links are checked completely, in content and API pages alike", () => {
  it("fails on a missing #anchor of another page and of the page itself, naming file and line", async () => {
    const root = fixture({
      "content/docs/1.0/manual/intro.mdx": `---\ntitle: Intro\n---\n\n## Usage\n\nSee [setup](./setup.mdx#install), [usage](#usage) and [here](#nowhere).\n`,
      "content/docs/1.0/manual/setup.mdx": `---\ntitle: Setup\n---\n\n## Install\n\n<a id="manual-anchor" />\n\nBack to [intro](/docs/manual/intro#usage) and [jsx](/docs/manual/setup#manual-anchor) and [gone](/docs/manual/intro#usage-2).\n`,
    })
    expect(await messages(root)).toEqual([
      'content/docs/1.0/manual/intro.mdx:7: broken link "#nowhere": /docs/manual/intro has no heading or element with id "nowhere"',
      'content/docs/1.0/manual/setup.mdx:9: broken link "/docs/manual/intro#usage-2": /docs/manual/intro has no heading or element with id "usage-2"',
    ])
  })

  it("as Docusaurus' onBrokenAnchors: a missing #anchor is a warning by default, nothing under \"ignore\", an error under \"throw\" (this site's setting); a missing page is always an error", async () => {
    const root = fixture({
      "content/docs/1.0/manual/intro.mdx": `---\ntitle: Intro\n---\n\n## Usage\n\nSee [here](#nowhere) and [gone](/docs/manual/missing).\n`,
    })
    const index = await ContentIndex.load(root)
    const missingPage = 'content/docs/1.0/manual/intro.mdx:7: broken link "/docs/manual/missing": no page at /docs/manual/missing'
    const missingAnchor = 'content/docs/1.0/manual/intro.mdx:7: broken link "#nowhere": /docs/manual/intro has no heading or element with id "nowhere"'
    const check = (onBrokenAnchors?: BrokenAnchorsSetting) => {
      const { errors, warnings } = checkSite(index, { production: true, onBrokenAnchors })
      return { errors: errors.map(error => error.message), warnings: warnings.map(warning => warning.message) }
    }
    expect(contentConfig.onBrokenAnchors).toBe("throw")
    expect(check("throw")).toEqual({ errors: [missingAnchor, missingPage], warnings: [] })
    expect(check("warn")).toEqual({ errors: [missingPage], warnings: [missingAnchor] })
    expect(check("ignore")).toEqual({ errors: [missingPage], warnings: [] })
    // Left out of the configuration, the setting is Docusaurus' default.
    const config = contentConfig as { onBrokenAnchors?: BrokenAnchorsSetting }
    const setting = config.onBrokenAnchors
    config.onBrokenAnchors = undefined
    try {
      expect(check()).toEqual({ errors: [missingPage], warnings: [missingAnchor] })
    } finally {
      config.onBrokenAnchors = setting
    }
  })

  it("names file and line of an MDX syntax error and still checks the other files", async () => {
    const root = fixture({
      "content/docs/1.0/manual/setup.mdx": `---\ntitle: Setup\n---\n\nFine line.\n\nA <broken tag.\n`,
      "content/pages/sponsor.mdx": `---\ntitle: Sponsor\n---\n\n[nothing](/nothing).\n`,
    })
    const found = await messages(root)
    expect(found).toHaveLength(2)
    expect(found[0]).toMatch(/^content\/docs\/1\.0\/manual\/setup\.mdx:7: MDX syntax error: /)
    // The other file's own problem is reported too; the intro's link to the broken file is not a problem of its own.
    expect(found).toContain('content/pages/sponsor.mdx:5: broken link "/nothing": no page at /nothing')
  })

  it("knows the pages and anchors the API declarations produce", async () => {
    const declarations = path.resolve(__dirname, "../../fixtures/api/basic")
    const root = fixture({
      "content/docs/1.0/api/rsvim.d.ts": fs.readFileSync(path.join(declarations, "rsvim.d.ts"), "utf8"),
      "content/docs/1.0/api/web.d.ts": fs.readFileSync(path.join(declarations, "web.d.ts"), "utf8"),
      "content/docs/1.0/api/sidebar.yaml": "- api/rsvim/classes/Widget\n- api/rsvim/classes/Missing\n",
      "content/docs/1.0/manual/intro.mdx": `---\ntitle: Intro\n---\n\n[Widget](/docs/api/rsvim/classes/Widget#count), [methods](/docs/api/rsvim/classes/Widget#methods), [no](/docs/api/rsvim/classes/Widget#nope).\n`,
    })
    expect(await messages(root)).toEqual([
      'content/docs/1.0/manual/intro.mdx:5: broken link "/docs/api/rsvim/classes/Widget#nope": /docs/api/rsvim/classes/Widget has no heading or element with id "nope"',
      "content/docs/1.0/api/sidebar.yaml: lists api/rsvim/classes/Missing, but content/docs/1.0/api/*.d.ts declares no such symbol",
    ])
  })
})

describe("the build and check:content apply the same rules", () => {
  it("reports exactly the same problems from createPages as from loadContentTree on one fixture tree", async () => {
    const { ContentIndex } = await import("../../../src/node/content/contentIndex")
    const { setCurrentContentIndex } = await import("../../../src/node/content/currentIndex")
    const { createPages, formatProblemsForTest } = await loadCreatePages()
    const root = fixture({
      "content/docs/1.0/manual/intro.mdx": `---\ntitle: Intro\n---\n\nSee [setup](./setup.mdx#nope) and [gone](./gone.mdx).\n`,
      "content/blog/2024-01-02-hello/index.mdx": `---\ntitle: Hello\nauthors: [ghost]\n---\n\nHi [x](/blog/tags/none).\n`,
    })
    const checked = await loadContentTree(root, configLinks())
    const index = await ContentIndex.load(root)
    setCurrentContentIndex(index)
    const reported: string[] = []
    const pages: string[] = []
    await createPages({
      actions: { createPage: (page: { path: string }) => pages.push(page.path), createSlice: () => undefined },
      reporter: { panicOnBuild: (text: string) => reported.push(text), error: (text: string) => reported.push(text), info: () => undefined },
      createNodeId: (key: string) => key,
      getNode: (id: string) => ({ id, contentFilePath: "x", sidebarId: "1.0/manual" }),
      getNodesByType: () => [],
    })
    setCurrentContentIndex(null)
    expect(checked.errors.length).toBeGreaterThanOrEqual(3)
    expect(reported).toEqual([formatProblemsForTest(checked.errors)])
    // Develop keeps the site up: every page that is fine is still created.
    expect(pages).toContain("/docs/manual/setup")
  })
})

describe("page creation", () => {
  it("gives every docs page its version's sidebar slice, a doc shown without a sidebar (displayed_sidebar: null) too: Gatsby fails a page of a template using a slice that does not map it", async () => {
    const { setCurrentContentIndex } = await import("../../../src/node/content/currentIndex")
    const { createPages } = await loadCreatePages()
    const root = fixture({ "content/docs/1.0/manual/setup.mdx": `---\ntitle: Setup\ndisplayed_sidebar: null\n---\n\nBack to [intro](/docs/manual/intro).\n` })
    const index = await ContentIndex.load(root)
    setCurrentContentIndex(index)
    const slicesOf = new Map<string, unknown>()
    try {
      await createPages({
        actions: { createPage: (page: { path: string; slices?: unknown }) => slicesOf.set(page.path, page.slices), createSlice: () => undefined },
        // The site's navbar and announcement link to pages this small tree lacks: develop reports them and builds the rest.
        reporter: { panicOnBuild: (text: string) => expect.fail(text), error: () => undefined, warn: () => undefined, info: () => undefined },
        createNodeId: (key: string) => key,
        getNode: (id: string) => ({ id, sidebarId: "1.0/manual" }),
        getNodesByType: () => [],
      })
    } finally {
      setCurrentContentIndex(null)
    }
    expect(slicesOf.get("/docs/manual/intro")).toEqual({ "docs-sidebar": "docs-sidebar--1.0-manual" })
    expect(slicesOf.get("/docs/manual/setup")).toEqual({ "docs-sidebar": "docs-sidebar--1.0-manual" })
  })
})

async function loadCreatePages() {
  const pagesModule = await import("../../../src/node/gatsby/createPages")
  const { formatContentErrors } = await import("../../../src/node/content/contentError")
  return { createPages: pagesModule.createPages as unknown as (args: unknown) => Promise<void>, formatProblemsForTest: formatContentErrors }
}
