// @vitest-environment happy-dom
/**
 * A post's authors: an authors.yml author's name leads to their page here; an
 * inline author, who has none, leads to their own site or email, else is
 * plain text. Avatars, titles and profiles show for both.
 */
import React from "react"
import { cleanup, render, screen, within } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { PostMeta, type PostAuthorData } from "../../../../src/components/PostMeta"

vi.mock("gatsby", () => ({
  Link: ({ to, children, ...rest }: { to: string; children: React.ReactNode }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
  withPrefix: (path: string) => `/prefix${path}`,
}))

afterEach(cleanup)

function byline(authors: PostAuthorData[]) {
  render(<PostMeta date="2024-06-01" dateLabel="June 1, 2024" readingMinutes={2} authors={authors} tags={[]} />)
  return within(screen.getByRole("list", { name: "By" }))
}

describe("PostMeta's authors", () => {
  it("links an authors.yml author to their page and an inline author to their own site", () => {
    const list = byline([
      { slug: "team", name: "Team", permalink: "/blog/authors/team", imageUrl: "/img/team.png", socials: [] },
      { slug: null, name: "Guest Writer", title: "Visiting", permalink: null, url: "https://example.org/guest", imageUrl: "https://example.org/g.png", socials: [{ platform: "github", url: "https://github.com/guest" }] },
    ])
    expect(list.getByRole("link", { name: "Team" }).getAttribute("href")).toBe("/blog/authors/team")
    const guest = list.getByRole("link", { name: "Guest Writer" })
    expect(guest.getAttribute("href")).toBe("https://example.org/guest")
    expect(guest.getAttribute("rel")).toBe("noopener noreferrer")
    expect(list.getAllByRole("listitem")[1].textContent).toContain("Visiting")
    expect(list.getByRole("link", { name: "Guest Writer on GitHub" }).getAttribute("href")).toBe("https://github.com/guest")
    expect([...document.querySelectorAll("img")].map(img => img.getAttribute("src"))).toEqual(["/prefix/img/team.png", "https://example.org/g.png"])
  })

  it("falls back to the inline author's email, and to plain text without either", () => {
    const list = byline([
      { name: "Mailed", email: "mailed@example.org", socials: [] },
      { name: "Unlinked", socials: [] },
    ])
    expect(list.getByRole("link", { name: "Mailed" }).getAttribute("href")).toBe("mailto:mailed@example.org")
    expect(list.queryByRole("link", { name: "Unlinked" })).toBeNull()
    expect(list.getByText("Unlinked").tagName).toBe("SPAN")
  })
})
