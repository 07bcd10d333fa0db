import { describe, expect, it } from "vitest"
import { inlineTagsWarning, readFrontMatterTags, resolveBlogTags } from "../../../src/node/blog/postTags"
import { parseTags } from "../../../src/node/blog/metadata"

function read(value: unknown) {
  const problems: string[] = []
  const tags = readFrontMatterTags(value, message => {
    problems.push(message)
    return undefined
  })
  return problems.length > 0 ? { problems } : { tags }
}

const declared = parseTags(`releaseNotes:\n  label: Release notes\nnews:\n  permalink: /announcements\n`, "content/blog/tags.yml")

describe("a post's tags in front matter, as Docusaurus 3 takes them", () => {
  it("reads a tag, a list of tags and { label, permalink } objects", () => {
    expect(read("news")).toEqual({ tags: ["news"] })
    expect(read(["news", { label: "Deep dive", permalink: "/deep" }])).toEqual({ tags: ["news", { label: "Deep dive", permalink: "/deep" }] })
    expect(read(undefined)).toEqual({ tags: [] })
  })

  it("refuses an object without both fields, or with others, and anything else", () => {
    expect(read([{ label: "No URL" }])).toEqual({ problems: [expect.stringMatching(/^a tag written as an object needs a "label" and a "permalink"/)] })
    expect(read([{ label: "A", permalink: "/a", color: "red" }])).toEqual({ problems: ['unknown tag field(s) "color" (allowed: label, permalink)'] })
    expect(read([3])).toEqual({ problems: [expect.stringMatching(/^"tags" must be a tag or a list of tags/)] })
  })
})

describe("tag pages", () => {
  it("tags.yml's tags first; an inline string is its own label at its kebab-case URL; objects keep their permalink; one page per URL", () => {
    const { tags, slugsOfPost } = resolveBlogTags(declared, [
      { file: "a.md", tags: ["releaseNotes", "Getting Started", { label: "Deep dive", permalink: "/deep" }] },
      // "getting-started" has the URL "Getting Started" got first; "announcements" is the URL of tags.yml's news.
      { file: "b.md", tags: ["getting-started", { label: "Announcements", permalink: "announcements" }, "releaseNotes", "releaseNotes"] },
    ])
    expect(tags.map(({ slug, label, permalink }) => ({ slug, label, permalink }))).toEqual([
      { slug: "releaseNotes", label: "Release notes", permalink: "/blog/tags/release-notes" },
      { slug: "news", label: "News", permalink: "/blog/tags/announcements" },
      { slug: "Getting Started", label: "Getting Started", permalink: "/blog/tags/getting-started" },
      { slug: "Deep dive", label: "Deep dive", permalink: "/blog/tags/deep" },
    ])
    expect(Object.fromEntries(slugsOfPost)).toEqual({ "a.md": ["releaseNotes", "Getting Started", "Deep dive"], "b.md": ["Getting Started", "news", "releaseNotes"] })
  })

  it("an inline tag whose label is already a tag's id is told apart by its URL", () => {
    const { tags } = resolveBlogTags(declared, [{ file: "a.md", tags: [{ label: "news", permalink: "/other-news" }] }])
    expect(tags[2]).toMatchObject({ slug: "/blog/tags/other-news", label: "news", permalink: "/blog/tags/other-news" })
  })

  it("warns, as Docusaurus does, about the tags tags.yml does not declare, each once", () => {
    expect(inlineTagsWarning(["news"], declared, "post.md:4", "content/blog/tags.yml")).toBeNull()
    expect(inlineTagsWarning(["news", "Ideas", "Ideas", { label: "Deep dive", permalink: "/deep" }], declared, "post.md:4", "content/blog/tags.yml")?.message).toBe(
      'post.md:4: inline tag(s) "Ideas", "Deep dive" are not in content/blog/tags.yml: each gets a tag page named after it (add them to content/blog/tags.yml to give them a label, description or URL of their own)'
    )
  })
})
