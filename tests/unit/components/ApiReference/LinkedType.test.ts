import { describe, expect, it } from "vitest"
import { linkTypeText, type TypeLink } from "../../../../src/components/ApiReference/LinkedType"

const link = (text: string, url = `/docs/api/${text}`): TypeLink => ({ text, url, external: false })

describe("linkTypeText", () => {
  it("links every whole documented name, longest first, and keeps the text between", () => {
    const links = [link("Buffer"), link("BufferOptions"), link("Promise", "https://developer.mozilla.org/Promise")]
    expect(linkTypeText("Promise<Buffer | BufferOptions>", links)).toEqual([links[2], "<", links[0], " | ", links[1], ">"])
  })

  it("leaves names that are part of a longer word or a member access alone", () => {
    expect(linkTypeText("MyBuffer | ns.Buffer | Buffer$", [link("Buffer")])).toEqual(["MyBuffer | ns.Buffer | Buffer$"])
  })

  it("returns the text as is without links", () => {
    expect(linkTypeText("string", [])).toEqual(["string"])
  })
})
