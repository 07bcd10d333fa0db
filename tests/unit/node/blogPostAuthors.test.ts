import { describe, expect, it } from "vitest"
import { inlineAuthorsWarning, readFrontMatterAuthors, resolvePostAuthors } from "../../../src/node/blog/postAuthors"
import { parseAuthors } from "../../../src/node/blog/metadata"
import { parsePostFrontMatter } from "../../../src/node/content/frontMatter"

/** The authors of a front matter, or the problems it has ("field: message"). */
function read(raw: Record<string, unknown>) {
  const problems: string[] = []
  const authors = readFrontMatterAuthors(raw, (field, message) => {
    problems.push(`${field}: ${message}`)
    return undefined
  })
  return problems.length > 0 ? { problems } : { authors }
}

const declared = parseAuthors(`slorber:\n  name: Sébastien Lorber\n  title: Maintainer\n  image_url: https://github.com/slorber.png\n  socials:\n    github: slorber\n`, "content/blog/authors.yml")

describe("a post's authors in front matter, as Docusaurus 3 takes them", () => {
  it("reads an id, a list of ids, an inline author and a list mixing both", () => {
    expect(read({ authors: "slorber" })).toEqual({ authors: [{ key: "slorber" }] })
    expect(read({ authors: ["slorber", "yangshun"] })).toEqual({ authors: [{ key: "slorber" }, { key: "yangshun" }] })
    expect(read({ authors: { name: "Joel Marcey", title: "Co-creator", url: "https://github.com/JoelMarcey", image_url: "https://github.com/JoelMarcey.png", email: "joel@example.com", socials: { x: "joelmarcey" } } })).toEqual({
      authors: [
        {
          name: "Joel Marcey",
          title: "Co-creator",
          url: "https://github.com/JoelMarcey",
          imageUrl: "https://github.com/JoelMarcey.png",
          email: "joel@example.com",
          socials: [{ platform: "x", url: "https://x.com/joelmarcey" }],
        },
      ],
    })
    expect(read({ authors: ["slorber", { name: "Guest", imageURL: "/img/guest.png" }] })).toEqual({ authors: [{ key: "slorber" }, { name: "Guest", imageUrl: "/img/guest.png" }] })
    expect(read({})).toEqual({ authors: [] })
  })

  it("reads the older author, author_title, author_url and author_image_url fields as one inline author", () => {
    expect(read({ author: "Gao Wei", author_title: "Core team", author_url: "https://github.com/wgao19", author_image_url: "https://github.com/wgao19.png" })).toEqual({
      authors: [{ name: "Gao Wei", title: "Core team", url: "https://github.com/wgao19", imageUrl: "https://github.com/wgao19.png" }],
    })
  })

  it("names the field of each problem: both ways at once, an id twice, an author with neither name nor key, bad fields", () => {
    expect(read({ authors: "slorber", author: "Someone" })).toEqual({ problems: ['author: give the authors in "authors" or in "author", not both'] })
    expect(read({ authors: ["slorber", "slorber"] })).toEqual({ problems: ['authors: "authors" names "slorber" twice'] })
    expect(read({ authors: { title: "Nameless" } })).toEqual({ problems: ['authors: an inline author needs a "name" (or a "key" naming an entry of authors.yml)'] })
    expect(read({ authors: { name: "A", avatar: "x.png" } })).toEqual({ problems: ['authors: unknown author field(s) "avatar" (allowed: key, name, title, url, email, image_url, imageURL, socials)'] })
    expect(read({ authors: { name: "A", url: "example.com" } })).toEqual({ problems: ['authors: an author\'s "url" must be an http(s) URL (found "example.com")'] })
    expect(read({ authors: [3] })).toEqual({ problems: [expect.stringMatching(/^authors: "authors" must be an id from authors.yml, an author/)] })
    expect(read({ author_title: "Title only" })).toEqual({ problems: ['author_title: "author" (the author\'s name) is required with "author_title"'] })
  })

  it("front matter problems name the field's line, and a post may have no authors at all", () => {
    const lines = { title: 2, authors: 3 }
    expect(() => parsePostFrontMatter({ title: "T", authors: { title: "Nameless" } }, "content/blog/2024-01-01-x.md", lines)).toThrow(
      'content/blog/2024-01-01-x.md:3: front matter: an inline author needs a "name"'
    )
    expect(parsePostFrontMatter({ title: "T" }, "content/blog/2024-01-01-x.md").authors).toEqual([])
  })
})

describe("the authors a post shows", () => {
  it("an id is its authors.yml entry with the post's own fields over it; an inline author has no page; an unknown id is left to the site checks", () => {
    const shown = resolvePostAuthors([{ key: "slorber", title: "Guest editor" }, { name: "Joel Marcey", url: "https://github.com/JoelMarcey" }, { key: "nobody" }], declared)
    expect(shown).toEqual([
      {
        slug: "slorber",
        name: "Sébastien Lorber",
        title: "Guest editor",
        url: null,
        email: null,
        imageUrl: "https://github.com/slorber.png",
        socials: [{ platform: "github", url: "https://github.com/slorber" }],
        permalink: "/blog/authors/slorber",
      },
      { slug: null, name: "Joel Marcey", title: null, url: "https://github.com/JoelMarcey", email: null, imageUrl: null, socials: [], permalink: null },
    ])
  })

  it("warns, as Docusaurus does, about inline authors only", () => {
    expect(inlineAuthorsWarning([{ key: "slorber" }], "post.md:3", "content/blog/authors.yml")).toBeNull()
    expect(inlineAuthorsWarning([{ key: "slorber" }, { name: "Joel Marcey" }], "post.md:3", "content/blog/authors.yml")?.message).toBe(
      'post.md:3: inline author(s) "Joel Marcey" are not in content/blog/authors.yml: the post shows them, without an author page (add them to content/blog/authors.yml and name them by id to give them one)'
    )
  })
})
