import { describe, expect, it } from "vitest"
import { kebabCase, parseAuthors, parseTags } from "../../../src/node/blog/metadata"

const authorsYml = `# Docusaurus' map format, keyed by id
JoelMarcey:
  name: Joel Marcey
  title: Co-creator
  url: https://github.com/JoelMarcey
  image_url: https://github.com/JoelMarcey.png
  socials:
    x: joelmarcey
    github: "@JoelMarcey"
    linkedin: joelmarcey
    newsletter: https://example.com/news
slorber:
  name: Sébastien Lorber
  image_url: /img/slorber.png
  page:
    permalink: /all-sebastien-lorber-articles
`

describe("authors files", () => {
  it("reads Docusaurus' map: the key is the id, image_url the avatar, socials handles made profile URLs, and the page URL Docusaurus gives", () => {
    expect(parseAuthors(authorsYml, "content/blog/authors.yml")).toEqual([
      {
        slug: "JoelMarcey",
        name: "Joel Marcey",
        title: "Co-creator",
        url: "https://github.com/JoelMarcey",
        imageUrl: "https://github.com/JoelMarcey.png",
        description: undefined,
        socials: [
          { platform: "x", url: "https://x.com/joelmarcey" },
          { platform: "github", url: "https://github.com/JoelMarcey" },
          { platform: "linkedin", url: "https://www.linkedin.com/in/joelmarcey" },
          { platform: "newsletter", url: "https://example.com/news" },
        ],
        permalink: "/blog/authors/joel-marcey",
        source: "content/blog/authors.yml:2",
      },
      expect.objectContaining({ slug: "slorber", imageUrl: "/img/slorber.png", socials: [], permalink: "/blog/authors/all-sebastien-lorber-articles", source: "content/blog/authors.yml:12" }),
    ])
  })

  it("still reads the list form, with its slugs", () => {
    expect(parseAuthors(`- { slug: team, name: Team, url: "https://rsvim.github.io" }`, "a.yaml")).toEqual([
      expect.objectContaining({ slug: "team", name: "Team", permalink: "/blog/authors/team", source: "a.yaml:1" }),
    ])
  })

  it("names file and line of every problem of every entry at once", () => {
    const text = `ok:\n  name: Ok\nnameless:\n  title: Writer\nodd:\n  name: Odd\n  avatar: x.png\n  image_url: img/x.png\n  socials:\n    myspace: someone\n  page: yes please\n`
    expect(() => parseAuthors(text, "content/blog/authors.yml")).toThrow(
      [
        'content/blog/authors.yml:3: nameless: "name" is required',
        'content/blog/authors.yml:5: odd: unknown field(s) "avatar" (allowed: slug, name, title, url, image_url, imageURL, email, description, socials, page)',
        'content/blog/authors.yml:5: odd: "image_url" must be an http(s) URL or a site path such as /img/avatar.png (found "img/x.png")',
        'content/blog/authors.yml:5: odd: "page" must be true, false or { permalink: /its-path }',
        "content/blog/authors.yml:5: odd: socials.myspace: give the profile's full URL (a handle alone is understood for x, twitter, github, linkedin, stackoverflow, bluesky, instagram, threads, twitch, youtube)",
      ].join("\n")
    )
  })

  it("refuses two authors with one page URL, and YAML that is neither map nor list", () => {
    expect(() => parseAuthors(`a-b:\n  name: A\nA B:\n  name: B\n`, "content/blog/authors.yml")).toThrow('content/blog/authors.yml:3: "A B" has the same page URL /blog/authors/a-b as "a-b"')
    expect(() => parseAuthors(`just text`, "content/blog/authors.yml")).toThrow("content/blog/authors.yml: expected a map of entries keyed by id")
  })
})

describe("tags files", () => {
  it("reads Docusaurus' map with its defaults (label: the id capitalised; URL: the id in kebab case) and the list form", () => {
    expect(parseTags(`docusaurus:\nreleaseNotes:\n  label: Release notes\n  description: What changed.\nhello:\n  permalink: /hi-there\n`, "content/blog/tags.yml")).toEqual([
      { slug: "docusaurus", label: "Docusaurus", description: undefined, permalink: "/blog/tags/docusaurus", source: "content/blog/tags.yml:1" },
      { slug: "releaseNotes", label: "Release notes", description: "What changed.", permalink: "/blog/tags/release-notes", source: "content/blog/tags.yml:2" },
      { slug: "hello", label: "Hello", description: undefined, permalink: "/blog/tags/hi-there", source: "content/blog/tags.yml:5" },
    ])
    expect(parseTags(`- { slug: news, label: News }`, "t.yaml")).toEqual([expect.objectContaining({ slug: "news", label: "News", permalink: "/blog/tags/news" })])
  })

  it("refuses a duplicate id, naming its line", () => {
    expect(() => parseTags(`- { slug: a, label: A }\n- { slug: a, label: B }`, "t.yaml")).toThrow('t.yaml:2: duplicate id "a"')
  })
})

describe("kebab case, as Docusaurus makes author and tag URLs", () => {
  it.each([
    ["slorber", "slorber"],
    ["JoelMarcey", "joel-marcey"],
    ["release notes", "release-notes"],
    ["v2_news", "v-2-news"],
    ["XMLParser", "xml-parser"],
    // Accented letters lose their accents, as lodash's deburr does; other scripts are kept.
    ["Café", "cafe"],
    ["naïve", "naive"],
    ["über-tag", "uber-tag"],
    ["Crème Brûlée", "creme-brulee"],
    ["日本語", "日本語"],
  ])("%s → %s", (input, expected) => {
    expect(kebabCase(input)).toBe(expected)
  })
})
