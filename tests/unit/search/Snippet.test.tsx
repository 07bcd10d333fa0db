// @vitest-environment happy-dom
import React from "react"
import { cleanup, render } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { Snippet } from "../../../src/search/Snippet"
import type { SearchHit } from "../../../src/shared/search/types"
import { HIGHLIGHT_POST_TAG, HIGHLIGHT_PRE_TAG } from "../../../src/shared/search/constants"

afterEach(cleanup)

function hit(fields: Partial<SearchHit>): SearchHit {
  return {
    objectID: "1",
    url: "/docs/a",
    type: "content",
    hierarchy: { lvl0: "User Manual", lvl1: "Buffers", lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content: "raw text",
    ...fields,
  }
}

/** A value as the backends send it: raw text, a match between the site's tags (written `[[` `]]` here). */
const tagged = (value: string) => value.replaceAll("[[", HIGHLIGHT_PRE_TAG).replaceAll("]]", HIGHLIGHT_POST_TAG)
const snippet = (value: string) => ({ content: { value, matchLevel: "full" as const } })
const highlight = (value: string) => ({ content: { value, matchLevel: "full" as const, matchedWords: [] } })

function markup(element: React.ReactElement) {
  const { container } = render(element)
  return container
}

describe("Snippet", () => {
  it("renders the value as text, each match in a <mark>, and never parses it as HTML", () => {
    const container = markup(<Snippet hit={hit({ _snippetResult: snippet(tagged("a <b> [[c&d]] e &amp; \"f' [[<i>x</i>]]")) })} attribute="content" />)
    expect(container.textContent).toBe("a <b> c&d e &amp; \"f' <i>x</i>")
    expect([...container.querySelectorAll("mark")].map((mark) => mark.textContent)).toEqual(["c&d", "<i>x</i>"])
    expect(container.querySelector("b, i")).toBeNull()
  })

  it("leaves an Algolia <em> or InstantSearch <mark> tag as the text it is", () => {
    const container = markup(<Snippet hit={hit({ _snippetResult: snippet("<em>a</em> <mark>b</mark>") })} attribute="content" />)
    expect(container.textContent).toBe("<em>a</em> <mark>b</mark>")
    expect(container.querySelector("mark, em")).toBeNull()
  })

  it("marks an unclosed match to the end and renders an empty value as nothing", () => {
    const open = markup(<Snippet hit={hit({ _snippetResult: snippet(tagged("x [[open")) })} attribute="content" />)
    expect([...open.querySelectorAll("mark")].map((mark) => mark.textContent)).toEqual(["open"])
    cleanup()
    const empty = markup(<Snippet hit={hit({ _snippetResult: snippet("") })} attribute="content" />)
    expect(empty.innerHTML).toBe("")
  })

  it("prefers the snippet, then the highlight, then the raw text", () => {
    const both = markup(<Snippet hit={hit({ _snippetResult: snippet(tagged("[[s]]")), _highlightResult: highlight(tagged("[[h]]")) })} attribute="content" />)
    expect(both.textContent).toBe("s")
    cleanup()
    expect(markup(<Snippet hit={hit({ _highlightResult: highlight(tagged("[[h]]")) })} attribute="content" />).textContent).toBe("h")
    cleanup()
    const raw = markup(<Snippet hit={hit({})} attribute="content" />)
    expect(raw.textContent).toBe("raw text")
    expect(raw.querySelector("mark")).toBeNull()
  })

  it("reads a hierarchy level's highlight", () => {
    const container = markup(
      <Snippet hit={hit({ _highlightResult: { hierarchy: { lvl1: { value: tagged("[[Buf]]fers"), matchLevel: "partial", matchedWords: ["buf"] } } } })} attribute="hierarchy.lvl1" />,
    )
    expect(container.innerHTML).toMatch(/^<mark[^>]*>Buf<\/mark>fers$/)
  })
})
