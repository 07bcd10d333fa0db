import { execFile } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { promisify } from "node:util"
import { afterAll, describe, expect, it } from "vitest"
import { loadContentTree } from "../../../src/node/content/loadContentTree"
import { contentFixture } from "./contentFixture"

const repo = path.resolve(__dirname, "../../..")
const roots: string[] = []
afterAll(() => roots.forEach(root => fs.rmSync(root, { recursive: true, force: true })))
const fixture = (files: Record<string, string>) => contentFixture(files, roots)
const messages = async (root: string) => (await loadContentTree(root)).errors.map(error => error.message)

describe("every content problem names its file and line", () => {
  it("an MDX syntax error: the line of the file, and positions in the message as lines of the file too", async () => {
    const root = fixture({ "content/docs/1.0/manual/setup.mdx": `---\ntitle: Setup\n---\n\nFine.\n\n<div>\nunclosed\n` })
    expect(await messages(root)).toEqual([
      "content/docs/1.0/manual/setup.mdx:7: MDX syntax error: `<div>` (line 7) is never closed: add `</div>` where it ends",
    ])
  })

  it("an element left open is the one named, not a child closed inside it", async () => {
    const root = fixture({
      "content/docs/1.0/manual/setup.mdx": `---\ntitle: Setup\n---\n\n<Tabs>\n<TabItem value="a" label="A">\n\nOne.\n\n</TabItem>\n`,
    })
    expect(await messages(root)).toEqual([
      "content/docs/1.0/manual/setup.mdx:5: MDX syntax error: `<Tabs>` (line 5) is never closed: add `</Tabs>` where it ends",
    ])
  })

  it("malformed front matter and an MDX syntax error in one file: both, at once", async () => {
    const root = fixture({ "content/docs/1.0/manual/setup.mdx": `---\ntitle: [Setup\n---\n\nFine.\n\nA <broken tag.\n` })
    const found = await messages(root)
    expect(found).toHaveLength(2)
    expect(found[0]).toBe("content/docs/1.0/manual/setup.mdx:3: malformed front matter: unexpected end of the stream within a flow collection")
    expect(found[1]).toMatch(/^content\/docs\/1\.0\/manual\/setup\.mdx:7: MDX syntax error: Unexpected character `\.`/)
  })

  it("front matter fields: each problem at its field's line, all of them at once", async () => {
    const root = fixture({
      "content/docs/1.0/manual/setup.mdx": `---\ntitle: Setup\nsidebar_position: second\ndraft: maybe\nsidebar_lable: Typo\n---\n\nBody.\n`,
      "content/pages/sponsor.mdx": `---\ndescription: A title that is a number.\ntitle: 3\n---\n\nThanks.\n`,
    })
    expect(await messages(root)).toEqual([
      'content/docs/1.0/manual/setup.mdx:3: front matter: "sidebar_position" must be a number',
      'content/docs/1.0/manual/setup.mdx:4: front matter: "draft" must be true or false',
      'content/pages/sponsor.mdx:3: front matter: "title" must be a non-empty string',
    ])
  })

  it("a post or page without a title or a leading # H1 is no problem: as in Docusaurus, a post is titled by its file name after the date, a page by its name (and shows no h1)", async () => {
    const root = fixture({
      "content/blog/2024-03-04-quiet-start/index.md": `---\nauthors: [team]\n---\n\nNo title anywhere.\n`,
      "content/blog/2024-03-05-second.md": `Only text.\n`,
      "content/pages/sponsor.mdx": `---\ndescription: No title.\n---\n\nThanks.\n`,
      "content/pages/guides/index.md": `Nothing but text.\n`,
      "content/pages/both.md": `---\ntitle: In the tab\n---\n\n# On the page\n`,
    })
    const { errors, index } = await loadContentTree(root)
    expect(errors.map(error => error.message)).toEqual([])
    expect(index.posts().map(post => [post.url, post.fields.title])).toEqual([
      ["/blog/2024/01/02/hello", "Hello"],
      ["/blog/2024/03/04/quiet-start", "quiet-start"],
      ["/blog/2024/03/05/second", "second"],
    ])
    // A page's h1 is its body's # H1, else its title; with neither, no h1 (as Docusaurus) and its name titles it.
    expect(index.pages().map(page => [page.url, page.fields.title, page.fields.heading])).toEqual([
      ["/both", "In the tab", "On the page"],
      ["/guides", "guides", null],
      ["/sponsor", "sponsor", null],
    ])
  })

  it("a front matter field with no effect here (unknown, or Docusaurus' and unused) is a warning at its line; the page builds", async () => {
    const root = fixture({ "content/docs/1.0/manual/setup.mdx": `---\ntitle: Setup\nsidebar_lable: Typo\ntitle_meta: Setup page\ndisplayed_sidebar: api\n---\n\nBody.\n` })
    const { errors, warnings } = await loadContentTree(root)
    expect(errors).toEqual([])
    expect(warnings.map(warning => warning.message)).toEqual([
      expect.stringMatching(/^content\/docs\/1\.0\/manual\/setup\.mdx:3: front matter: unknown field "sidebar_lable" has no effect/),
      expect.stringMatching(/^content\/docs\/1\.0\/manual\/setup\.mdx:4: front matter: "title_meta" is one of Docusaurus' fields that this site does not use for a doc/),
      expect.stringMatching(/^content\/docs\/1\.0\/manual\/setup\.mdx:5: front matter: "displayed_sidebar" names sidebar "api", which has no effect here/),
    ])
  })

  it("invalid YAML in versions.yaml, authors.yaml or tags.yaml: reported at its line, without a flood of follow-on problems", async () => {
    expect(await messages(fixture({ "content/docs/versions.yaml": `- { name: "1.0", label: "1.0"\n- { name: "2.0" }\n` }))).toEqual([
      expect.stringMatching(/^content\/docs\/versions\.yaml:2: invalid YAML: /),
    ])
    expect(await messages(fixture({ "content/blog/authors.yaml": `- { slug: team, name: Team\n` }))).toEqual([
      expect.stringMatching(/^content\/blog\/authors\.yaml:2: invalid YAML: /),
    ])
    expect(await messages(fixture({ "content/blog/tags.yaml": `- slug: news\n  label: [News\n` }))).toEqual([
      expect.stringMatching(/^content\/blog\/tags\.yaml:3: invalid YAML: /),
    ])
  })

  it("a link to a file that has a problem of its own is not reported as a missing file", async () => {
    const root = fixture({ "content/docs/1.0/manual/setup.mdx": `---\ntitle: Setup\n---\n\nA <broken tag.\n` })
    expect(await messages(root)).toEqual([expect.stringMatching(/^content\/docs\/1\.0\/manual\/setup\.mdx:5: MDX syntax error: /)])
  })

  it("a malformed %-escape in a link is that link's problem, not a crash", async () => {
    const root = fixture({ "content/docs/1.0/manual/intro.mdx": `---\ntitle: Intro\n---\n\nSee [setup](./set%E0%A4%A.mdx) and [intro](/docs/manual/intro#%ZZ).\n` })
    expect(await messages(root)).toEqual([
      'content/docs/1.0/manual/intro.mdx:5: broken link "./set%E0%A4%A.mdx": malformed %-escape',
      'content/docs/1.0/manual/intro.mdx:5: broken link "/docs/manual/intro#%ZZ": malformed %-escape',
    ])
  })
})

describe("npm run check:content", () => {
  const run = promisify(execFile)
  const check = (root: string) =>
    run(path.join(repo, "node_modules/.bin/tsx"), ["scripts/check-content.ts", "--root", root], { cwd: repo, timeout: 120_000 }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr })
    )

  it("exits 1 with one line per problem, every problem of every file, and no stack trace", async () => {
    const root = fixture({
      "content/docs/1.0/manual/setup.mdx": `---\ntitle: [Setup\n---\n\nFine.\n\nA <broken tag.\n`,
      "content/docs/1.0/manual/intro.mdx": `---\ntitle: Intro\nsidebar_position: first\n---\n\nSee [gone](./gone.mdx) and [bad](./set%E0%A4%A.mdx).\n`,
      "content/blog/tags.yaml": `- slug: news\n  label: [News\n`,
    })
    const { code, stdout, stderr } = await check(root)
    expect(code).toBe(1)
    expect(stdout).toBe("")
    const lines = stderr.trim().split("\n")
    expect(lines[0]).toBe("6 content problem(s):")
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(/^ {2}- content\/blog\/tags\.yaml:3: invalid YAML: /),
      '  - content/docs/1.0/manual/intro.mdx:3: front matter: "sidebar_position" must be a number',
      '  - content/docs/1.0/manual/intro.mdx:6: broken link "./gone.mdx": no content file at that path',
      '  - content/docs/1.0/manual/intro.mdx:6: broken link "./set%E0%A4%A.mdx": malformed %-escape',
      "  - content/docs/1.0/manual/setup.mdx:3: malformed front matter: unexpected end of the stream within a flow collection",
      expect.stringMatching(/^ {2}- content\/docs\/1\.0\/manual\/setup\.mdx:7: MDX syntax error: /),
    ])
    expect(stderr).not.toMatch(/^\s+at /m)
  }, 150_000)

  it("exits 0 and says what it checked when all is well", async () => {
    const { code, stdout } = await check(fixture({}))
    expect(code).toBe(0)
    expect(stdout).toMatch(/^content OK: \d+ pages/)
  }, 150_000)
})

describe("a bad {@link} in the declarations is the problem of its own API page", () => {
  it("names file and line; develop still builds every API page and shows the problem only on that one", async () => {
    const declarations = path.resolve(__dirname, "../../fixtures/api/basic")
    const root = fixture({
      "content/docs/1.0/api/rsvim.d.ts": fs
        .readFileSync(path.join(declarations, "rsvim.d.ts"), "utf8")
        .replace("/** How many widgets exist in total. */", "/** How many widgets exist, see {@link Nowhere}. */"),
      "content/docs/1.0/api/web.d.ts": fs.readFileSync(path.join(declarations, "web.d.ts"), "utf8"),
    })
    const checked = await loadContentTree(root, [], false)
    const problems = checked.errors.map(error => error.message)
    expect(problems).toEqual([expect.stringMatching(/^content\/docs\/1\.0\/api\/rsvim\.d\.ts:\d+: Widget\.count: unresolved \{@link Nowhere\}$/)])
    expect(problems[0]).toMatch(/rsvim\.d\.ts:(\d+)/)
    const line = Number(/rsvim\.d\.ts:(\d+)/.exec(problems[0])![1])
    // The line of the link itself, in the comment above the declaration.
    expect(fs.readFileSync(path.join(root, "content/docs/1.0/api/rsvim.d.ts"), "utf8").split("\n")[line - 1]).toContain("{@link Nowhere}")

    const { ContentIndex } = await import("../../../src/node/content/contentIndex")
    const { setCurrentContentIndex } = await import("../../../src/node/content/currentIndex")
    const { createPages } = await import("../../../src/node/gatsby/createPages")
    setCurrentContentIndex(await ContentIndex.load(root))
    const pages: { path: string; context: { contentProblems?: string[] } }[] = []
    const printed: string[] = []
    const previousEnv = process.env.NODE_ENV
    process.env.NODE_ENV = "development"
    try {
      await (createPages as unknown as (args: unknown) => Promise<void>)({
        actions: { createPage: (page: (typeof pages)[number]) => pages.push(page), createSlice: () => undefined },
        reporter: { panicOnBuild: (text: string) => printed.push(`panic: ${text}`), error: (text: string) => printed.push(text), info: () => undefined },
        createNodeId: (key: string) => key,
        getNode: (id: string) => ({ id, contentFilePath: "x", sidebarId: "1.0/api" }),
        getNodesByType: () => [],
      })
    } finally {
      process.env.NODE_ENV = previousEnv
      setCurrentContentIndex(null)
    }
    // Printed once, as a develop error (not a panic).
    expect(printed).toHaveLength(1)
    expect(printed[0]).toContain("unresolved {@link Nowhere}")
    const widget = pages.find(page => page.path === "/docs/api/rsvim/classes/Widget")
    const otherApiPages = pages.filter(page => page.path.startsWith("/docs/api/") && page !== widget)
    expect(widget?.context.contentProblems).toEqual([problems[0]])
    expect(otherApiPages.length).toBeGreaterThan(3)
    expect(otherApiPages.filter(page => page.context.contentProblems)).toEqual([])
  }, 60_000)
})
