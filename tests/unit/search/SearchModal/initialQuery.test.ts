import { describe, expect, it } from "vitest"
import { truncateQuery } from "../../../../src/search/SearchModal/initialQuery"

const isWellFormed = (text: string) => !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text)

describe("truncateQuery (the query pre-filled from selected text)", () => {
  it("trims and keeps short selections whole", () => {
    expect(truncateQuery("  writeSync \n", 64)).toBe("writeSync")
    expect(truncateQuery("😀".repeat(32), 64)).toBe("😀".repeat(32))
  })

  it("never ends in half an emoji", () => {
    const cut = truncateQuery(`${"a".repeat(63)}😀 and more`, 64)
    expect(cut).toBe("a".repeat(63))
    expect(isWellFormed(cut)).toBe(true)
    for (let offset = 0; offset < 4; offset++) {
      const text = `${"b".repeat(60 + offset)}${"🦀".repeat(5)}`
      const result = truncateQuery(text, 64)
      expect(isWellFormed(result), `offset ${offset}`).toBe(true)
      expect(result.length).toBeLessThanOrEqual(64)
    }
  })

  it("keeps a grapheme of several code points whole or leaves it out", () => {
    const family = "👨‍👩‍👧"
    const result = truncateQuery(`${"c".repeat(60)}${family}`, 64)
    expect(result).toBe("c".repeat(60))
  })
})
