import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { loadContentTree } from "../../../src/node/loadContentTree"
import { sectionSidebar, flattenSidebar, type SidebarItem } from "../../../src/node/sidebars"
import { planPages } from "../../../src/node/siteModel"
import { configLinks } from "../../../src/node/gatsby/createPages"

const repoRoot = path.resolve(__dirname, "../../..")

describe("the site's real content", () => {
  const { model, errors } = loadContentTree(repoRoot, configLinks())

  it("has no content problems (front matter, links, authors, tags, URLs)", () => {
    expect(errors.map(error => error.message)).toEqual([])
  })

  const docPaths = (version: string) =>
    model.docs
      .filter(doc => doc.version === version)
      .map(doc => doc.docPath)
      .sort()

  it("holds exactly the spec's pages in each version", () => {
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

  const labels = (items: SidebarItem[]): unknown[] =>
    items.map(item => (item.items.length > 0 ? { [item.docPath]: labels(item.items) } : item.docPath))

  it("derives the manual sidebars from the folders, in reading order", () => {
    const sidebar = (version: string) =>
      sectionSidebar(model.docs.filter(doc => doc.version === version).map(doc => doc.sidebar!), "manual")
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

  it("plans every route of the spec", () => {
    const paths = planPages(model, true).map(page => page.path)
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

  it("gives the posts their tags, author and an excerpt marker", () => {
    const posts = Object.fromEntries(model.posts.map(post => [post.url, post]))
    expect(posts["/blog/2024/08/29/motivation"]).toMatchObject({ tags: ["product"], authors: ["rsvim-team"] })
    expect(posts["/blog/2025/08/28/v0.1.2"]).toMatchObject({ tags: ["announcement"], authors: ["rsvim-team"] })
  })
})

/** Writes a small content tree into a temporary root and returns the root. */
const roots: string[] = []
function fixture(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "rsvim-content-"))
  roots.push(root)
  const base: Record<string, string> = {
    "content/docs/versions.yaml": `- { name: "1.0", label: "1.0", path: "", isLast: true, banner: none }\n`,
    "content/docs/1.0/manual/intro.mdx": `---\ntitle: Intro\n---\n\nSee [setup](./setup.mdx).\n`,
    "content/docs/1.0/manual/setup.mdx": `---\ntitle: Setup\n---\n\nBack to [intro](/docs/manual/intro).\n`,
    "content/blog/authors.yaml": `- { slug: team, name: Team }\n`,
    "content/blog/tags.yaml": `- { slug: news, label: News }\n`,
    "content/blog/2024-01-02-hello/index.mdx": `---\ntitle: Hello\nauthors: [team]\ntags: [news]\n---\n\nHi.\n\n{/* truncate */}\n\nMore.\n`,
    "content/pages/sponsor.mdx": `---\ntitle: Sponsor\n---\n\nThanks.\n`,
    "static/logo.svg": "<svg/>",
  }
  for (const [relative, text] of Object.entries({ ...base, ...files })) {
    const target = path.join(root, relative)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    if (text !== "") fs.writeFileSync(target, text)
  }
  return root
}
afterAll(() => roots.forEach(root => fs.rmSync(root, { recursive: true, force: true })))

const messages = (root: string) => loadContentTree(root).errors.map(error => error.message)

describe("content failures name the file", () => {
  it("accepts the valid fixture", () => {
    expect(messages(fixture({}))).toEqual([])
  })

  it("fails on a broken file link", () => {
    const root = fixture({ "content/docs/1.0/manual/intro.mdx": `---\ntitle: Intro\n---\n\nSee [setup](./setpu.mdx).\n` })
    expect(messages(root)).toEqual(['content/docs/1.0/manual/intro.mdx:5: broken link "./setpu.mdx": no content file at that path'])
  })

  it("fails on a broken site path, including in a blog post", () => {
    const root = fixture({
      "content/blog/2024-01-02-hello/index.mdx": `---\ntitle: Hello\nauthors: team\n---\n\nRead [the docs](/docs/manual/intro-x).\n`,
    })
    expect(messages(root)).toEqual(['content/blog/2024-01-02-hello/index.mdx:6: broken link "/docs/manual/intro-x": no page at /docs/manual/intro-x'])
  })

  it("fails on a broken configuration link", () => {
    const errors = loadContentTree(fixture({}), [{ source: "src/config/site.ts (navbar)", url: "/sponsors" }]).errors
    expect(errors.map(error => error.message)).toEqual(['src/config/site.ts (navbar): broken link "/sponsors": no page at that path'])
  })

  it("fails on malformed front matter YAML", () => {
    const root = fixture({ "content/docs/1.0/manual/setup.mdx": `---\ntitle: [unclosed\n---\n\nBody.\n` })
    const [message] = messages(root)
    expect(message).toMatch(/^content\/docs\/1\.0\/manual\/setup\.mdx: malformed front matter/)
  })

  it("fails on a front matter field of the wrong type", () => {
    const root = fixture({ "content/docs/1.0/manual/setup.mdx": `---\ntitle: Setup\nsidebar_position: second\n---\n\nBody.\n` })
    expect(messages(root)).toContain('content/docs/1.0/manual/setup.mdx: front matter: "sidebar_position" must be a number')
  })

  it("fails on an unknown author or tag", () => {
    const root = fixture({
      "content/blog/2024-01-02-hello/index.mdx": `---\ntitle: Hello\nauthors: [ghost]\ntags: [newz]\n---\n\nHi.\n`,
    })
    expect(messages(root)).toEqual([
      'content/blog/2024-01-02-hello/index.mdx: unknown author "ghost" (add it to content/blog/authors.yaml)',
      'content/blog/2024-01-02-hello/index.mdx: unknown tag "newz" (add it to content/blog/tags.yaml)',
    ])
  })

  it("fails on two files with one URL", () => {
    const root = fixture({ "content/docs/1.0/manual/01-setup.mdx": `---\ntitle: Setup again\n---\n\nBody.\n` })
    expect(messages(root)).toEqual([
      "content/docs/1.0/manual/setup.mdx: duplicate URL /docs/manual/setup (also produced by content/docs/1.0/manual/01-setup.mdx)",
    ])
  })

  it("fails when a listed version has no folder, or a folder no listing", () => {
    const root = fixture({
      "content/docs/versions.yaml": `- { name: "1.0", label: "1.0", path: "", isLast: true, banner: none }\n- { name: "2.0", label: "2.0", path: "2.0", isLast: false, banner: none }\n`,
      "content/docs/0.9/manual/old.mdx": `---\ntitle: Old\n---\n\nOld.\n`,
    })
    expect(messages(root)).toEqual([
      'content/docs/versions.yaml: version "2.0" has no folder content/docs/2.0/',
      "content/docs/0.9/: folder is not listed in content/docs/versions.yaml",
    ])
  })

  it("fails on a post folder without a date", () => {
    const root = fixture({ "content/blog/hello/index.mdx": `---\ntitle: Hello\nauthors: team\n---\n\nHi.\n` })
    expect(messages(root)).toEqual(['content/blog/hello/index.mdx: blog post folder "hello" must be named YYYY-MM-DD-slug'])
  })
})
