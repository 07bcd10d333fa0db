import { describe, expect, it } from "vitest"
import { readFileSync } from "node:fs"
import path from "node:path"
import { parseVersions } from "../../../src/node/docs/versions"
import { frontMatterFields, frontMatterWarnings, parseDocFrontMatter, parsePostFrontMatter, parsePageFrontMatter } from "../../../src/node/content/frontMatter"

const file = "content/docs/versions.yaml"

describe("versions.yaml", () => {
  it("parses the versions in order", () => {
    const versions = parseVersions(
      `- { name: next, label: Next, path: next, isLast: false, banner: unreleased }\n- { name: 0.1.2, label: "0.1.2", path: "", isLast: true, banner: none }`,
      file
    )
    expect(versions.map(v => [v.name, v.path, v.isLast])).toEqual([
      ["next", "next", false],
      ["0.1.2", "", true],
    ])
  })
  it("reads unquoted numeric names as text", () => {
    const [version] = parseVersions(`- { name: 1.5, label: 1.5, path: "1.5", isLast: true, banner: none }`, file)
    expect(version.name).toBe("1.5")
  })
  it.each([
    ["not a list", "a: b", "expected a non-empty list"],
    ["no latest", `- { name: a, label: A, path: a, isLast: false, banner: none }`, "exactly one version must have isLast"],
    ["two latest", `- { name: a, label: A, path: a, isLast: true, banner: none }\n- { name: b, label: B, path: b, isLast: true, banner: none }`, "found 2"],
    ["duplicate", `- { name: a, label: A, path: a, isLast: true, banner: none }\n- { name: a, label: B, path: b, isLast: false, banner: none }`, 'duplicate version name "a"'],
    ["bad banner", `- { name: a, label: A, path: a, isLast: true, banner: loud }`, '"banner" must be one of'],
    ["bad path", `- { name: a, label: A, path: "a/b", isLast: true, banner: none }`, '"path" may hold only'],
    ["bad YAML", `- { name: a`, "invalid YAML"],
  ])("rejects %s, naming the file", (_case, text, message) => {
    // Named with the line where the YAML itself is broken.
    expect(() => parseVersions(text, file)).toThrow(new RegExp(`^${file.replace(/[./]/g, "\\$&")}(:\\d+)?: `))
    expect(() => parseVersions(text, file)).toThrow(message)
  })
})

describe("doc front matter", () => {
  const path = "content/docs/next/manual/x.mdx"
  it("applies defaults", () => {
    expect(parseDocFrontMatter({ title: "X" }, path)).toEqual({
      title: "X",
      sidebarLabel: undefined,
      sidebarPosition: undefined,
      description: undefined,
      slug: undefined,
      hideTitle: false,
      hideTableOfContents: false,
      tocMinHeadingLevel: 2,
      tocMaxHeadingLevel: 6,
      draft: false,
      keywords: [],
      image: undefined,
      paginationPrev: undefined,
      paginationNext: undefined,
      paginationLabel: undefined,
      customEditUrl: undefined,
      lastUpdate: undefined,
      unlisted: false,
      parseNumberPrefixes: true,
    })
  })
  it("reads Docusaurus' pagination, edit link, last update and unlisted fields, null meaning none", () => {
    expect(
      parseDocFrontMatter(
        {
          title: "X",
          pagination_prev: "manual/intro",
          pagination_next: null,
          pagination_label: "Ex",
          custom_edit_url: "https://example.org/edit/x.md",
          last_update: { date: new Date("2024-08-29T00:00:00Z"), author: "Ana" },
          unlisted: true,
        },
        path
      )
    ).toMatchObject({
      paginationPrev: "manual/intro",
      paginationNext: null,
      paginationLabel: "Ex",
      customEditUrl: "https://example.org/edit/x.md",
      lastUpdate: { date: "2024-08-29", author: "Ana" },
      unlisted: true,
    })
    expect(parseDocFrontMatter({ title: "X", custom_edit_url: null, last_update: { author: "Ana" } }, path)).toMatchObject({ customEditUrl: null, lastUpdate: { author: "Ana" } })
    expect(parseDocFrontMatter({ title: "X", last_update: { date: "2024-02-03" } }, path).lastUpdate).toEqual({ date: "2024-02-03" })
  })
  it("keeps keywords and a social card image for the page head", () => {
    const doc = parseDocFrontMatter({ title: "X", keywords: ["install", "cargo"], image: "/img/card.png" }, path)
    expect(doc.keywords).toEqual(["install", "cargo"])
    expect(doc.image).toBe("/img/card.png")
    expect(parseDocFrontMatter({ title: "X", keywords: "editor", image: "https://example.org/c.png" }, path)).toMatchObject({ keywords: ["editor"], image: "https://example.org/c.png" })
  })
  it.each([
    [{}, '"title" is required'],
    [{ title: "" }, '"title" must be a non-empty string'],
    [{ title: "X", sidebar_position: "first" }, '"sidebar_position" must be a number'],
    [{ title: "X", toc_max_heading_level: 7 }, "from 2 to 6"],
    [{ title: "X", toc_min_heading_level: 4, toc_max_heading_level: 3 }, "must not be greater"],
    [{ title: "X", draft: "yes" }, '"draft" must be true or false'],
    [{ title: "X", image: "./card.png" }, '"image" must be a site path such as /img/card.png or an http(s) URL (found "./card.png")'],
    [{ title: "X", image: "//cdn.example.org/c.png" }, '"image" must be a site path'],
    [{ title: "X", keywords: [1] }, '"keywords" must be a string or a list of strings'],
    [{ title: "X", pagination_next: 3 }, '"pagination_next" must be a non-empty string'],
    [{ title: "X", pagination_label: "" }, '"pagination_label" must be a non-empty string'],
    [{ title: "X", custom_edit_url: "edit/x.md" }, '"custom_edit_url" must be an http(s) URL, or null to hide the link (found "edit/x.md")'],
    [{ title: "X", last_update: "2024-08-29" }, '"last_update" must be a mapping with "date" and/or "author"'],
    [{ title: "X", last_update: {} }, '"last_update" needs "date", "author" or both'],
    [{ title: "X", last_update: { date: "yesterday" } }, '"last_update.date" must be a date written YYYY-MM-DD (found "yesterday")'],
    [{ title: "X", last_update: { author: 7 } }, '"last_update.author" must be a non-empty string'],
    [{ title: "X", last_update: { when: "2024-08-29" } }, '"last_update" takes only "date" and "author" (found "when")'],
    [{ title: "X", unlisted: "yes" }, '"unlisted" must be true or false'],
    [["title"], "must be a YAML mapping"],
  ])("rejects %j", (raw, message) => {
    expect(() => parseDocFrontMatter(raw, path)).toThrow(`${path}: front matter`)
    expect(() => parseDocFrontMatter(raw, path)).toThrow(message)
  })

  it("accepts Docusaurus' fields and unknown ones, and names each that has no effect here in a warning at its line", () => {
    const raw = { title: "X", id: "x", hide_title: true, pagination_next: null, unlisted: true, sidebar_class_name: "wide", sidebar_custom_props: { a: 1 }, sidbar_label: "typo", displayed_sidebar: "docs", parse_number_prefixes: false }
    expect(() => parseDocFrontMatter(raw, path)).not.toThrow()
    expect(parseDocFrontMatter(raw, path)).toMatchObject({ id: "x", hideTitle: true, sidebarClassName: "wide", displayedSidebar: "docs", parseNumberPrefixes: false })
    // displayed_sidebar (its name is checked against the version's sidebar by the site checks) and parse_number_prefixes are honoured: no warning here.
    expect(frontMatterWarnings("doc", raw, path, { title: 2, id: 3, hide_title: 4, pagination_next: 5, unlisted: 6, sidebar_class_name: 7, sidebar_custom_props: 8, sidbar_label: 9, displayed_sidebar: 10, parse_number_prefixes: 11 }).map(warning => warning.message)).toEqual([
      `${path}:8: front matter: "sidebar_custom_props" is one of Docusaurus' fields that this site does not use for a doc: it has no effect here (docs/writing.md lists the fields that do)`,
      `${path}:9: front matter: unknown field "sidbar_label" has no effect (fields of a doc: id, title, sidebar_label, sidebar_position, sidebar_class_name, description, slug, hide_title, hide_table_of_contents, toc_min_heading_level, toc_max_heading_level, draft, keywords, image, pagination_prev, pagination_next, pagination_label, custom_edit_url, last_update, unlisted, displayed_sidebar, parse_number_prefixes)`,
    ])
    expect(parseDocFrontMatter({ displayed_sidebar: null }, path, undefined, undefined, "01-setup")).toMatchObject({ displayedSidebar: null, parseNumberPrefixes: true, title: "setup" })
    expect(parseDocFrontMatter({ parse_number_prefixes: false }, path, undefined, undefined, "01-setup").title).toBe("01-setup")
    expect(() => parseDocFrontMatter({ title: "X", parse_number_prefixes: "no" }, path)).toThrow('"parse_number_prefixes" must be true or false')
    expect(() => parseDocFrontMatter({ title: "X", displayed_sidebar: 3 }, path)).toThrow('"displayed_sidebar" must be a non-empty string')
    expect(frontMatterWarnings("page", { title: "S", sidebar_position: 1 }, "content/pages/s.mdx")).toEqual([expect.objectContaining({ message: expect.stringContaining('content/pages/s.mdx:1: front matter: unknown field "sidebar_position"') })])
  })
})

describe("post and page front matter", () => {
  const path = "content/blog/2024-01-01-x/index.mdx"
  it("accepts one author as a string and a YAML date", () => {
    const post = parsePostFrontMatter({ title: "T", authors: "team", date: new Date("2024-01-01T00:00:00Z") }, path)
    expect(post.authors).toEqual([{ key: "team" }])
    expect(post.date).toBe("2024-01-01")
    expect(post.tags).toEqual([])
  })
  it("requires a real date and well-formed tags (authors are optional, as in Docusaurus)", () => {
    expect(() => parsePostFrontMatter({ title: "T", authors: ["a"], date: "last week" }, path)).toThrow("YYYY-MM-DD")
    expect(() => parsePostFrontMatter({ title: "T", authors: ["a"], tags: [3] }, path)).toThrow('"tags" must be')
  })
  it("posts and pages keep keywords and image too", () => {
    expect(parsePostFrontMatter({ title: "T", authors: "team", keywords: ["release"], image: "/img/release.png" }, path)).toMatchObject({ keywords: ["release"], image: "/img/release.png" })
    const page = parsePageFrontMatter({ title: "S", keywords: ["sponsor"] }, "content/pages/s.mdx")
    expect(page).toMatchObject({ keywords: ["sponsor"] })
    expect(page.image).toBeUndefined()
    expect(() => parsePostFrontMatter({ title: "T", authors: "team", image: "cover.png" }, path)).toThrow('"image" must be a site path')
  })
  it("posts and pages take unlisted and last_update, as docs do, and check them the same way", () => {
    expect(parsePostFrontMatter({ title: "T", unlisted: true, last_update: { date: new Date("2024-08-29"), author: "Ana" } }, path)).toMatchObject({ unlisted: true, lastUpdate: { date: "2024-08-29", author: "Ana" } })
    const page = parsePageFrontMatter({ title: "S" }, "content/pages/s.mdx")
    expect(page).toMatchObject({ unlisted: false })
    expect(page.lastUpdate).toBeUndefined()
    expect(parsePageFrontMatter({ title: "S", unlisted: true, last_update: { author: "Ana" } }, "content/pages/s.mdx")).toMatchObject({ unlisted: true, lastUpdate: { author: "Ana" } })
    expect(() => parsePostFrontMatter({ title: "T", unlisted: "yes" }, path)).toThrow('"unlisted" must be true or false')
    expect(() => parsePageFrontMatter({ title: "S", last_update: "yesterday" }, "content/pages/s.mdx")).toThrow('"last_update" must be a mapping')
    expect(frontMatterWarnings("post", { title: "T", unlisted: true, last_update: { author: "Ana" } }, path)).toEqual([])
    expect(frontMatterWarnings("page", { title: "S", unlisted: true, last_update: { author: "Ana" } }, "content/pages/s.mdx")).toEqual([])
  })
  it("posts and pages take the table of contents' fields, as docs do, and pages take draft; none is warned about", () => {
    const toc = { hide_table_of_contents: true, toc_min_heading_level: 3, toc_max_heading_level: 4 }
    const read = { hideTableOfContents: true, tocMinHeadingLevel: 3, tocMaxHeadingLevel: 4 }
    expect(parsePostFrontMatter({ title: "T", ...toc }, path)).toMatchObject(read)
    expect(parsePageFrontMatter({ title: "S", ...toc, draft: true }, "content/pages/s.mdx")).toMatchObject({ ...read, draft: true })
    expect(parsePostFrontMatter({ title: "T" }, path)).toMatchObject({ hideTableOfContents: false, tocMinHeadingLevel: 2, tocMaxHeadingLevel: 6 })
    expect(parsePageFrontMatter({ title: "S" }, "content/pages/s.mdx")).toMatchObject({ hideTableOfContents: false, tocMinHeadingLevel: 2, tocMaxHeadingLevel: 6, draft: false })
    expect(frontMatterWarnings("post", { title: "T", ...toc }, path)).toEqual([])
    expect(frontMatterWarnings("page", { title: "S", ...toc, draft: true }, "content/pages/s.mdx")).toEqual([])
    expect(() => parsePostFrontMatter({ title: "T", toc_min_heading_level: 5, toc_max_heading_level: 3 }, path)).toThrow('"toc_min_heading_level" must not be greater than "toc_max_heading_level"')
    expect(() => parsePageFrontMatter({ title: "S", toc_max_heading_level: 9 }, "content/pages/s.mdx")).toThrow("from 2 to 6")
    expect(() => parsePageFrontMatter({ title: "S", draft: "no" }, "content/pages/s.mdx")).toThrow('"draft" must be true or false')
  })
  it("validates stand-alone pages", () => {
    expect(parsePageFrontMatter({ title: "Sponsor" }, "content/pages/sponsor.mdx").title).toBe("Sponsor")
    expect(() => parsePageFrontMatter({ title: "S", description: 3 }, "content/pages/s.mdx")).toThrow('"description" must be a non-empty string')
  })
})

describe("the front matter fields the writer's guide names", () => {
  it("are every field the schemas use, so a field added to a schema is documented in docs/writing.md", () => {
    const guide = readFileSync(path.resolve(__dirname, "../../../docs/writing.md"), "utf8")
    const used = new Set([...frontMatterFields.doc, ...frontMatterFields.post, ...frontMatterFields.page])
    expect([...used].filter(field => !guide.includes(`\`${field}\``))).toEqual([])
    expect(frontMatterFields.doc).toContain("pagination_prev")
  })
})
