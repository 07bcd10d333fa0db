import { describe, expect, it } from "vitest"
import {
  allowedTypos,
  editDistance,
  forEachWord,
  matchTerm,
  processTerm,
  subwordSpans,
  tokenizeForIndex,
  tokenizeQuery,
  withoutStopWords,
} from "../../../../../src/shared/search/engine/terms"
import { highlightValue, parseQuery, snippetValue } from "../../../../../src/shared/search/engine/highlight"
import { matchesFacetFilters, parseFacetFilters, versionsAllowed } from "../../../../../src/shared/search/engine/facetFilters"
import type { StoredRecord } from "../../../../../src/shared/search/engine/miniSearchOptions"

const tags = { pre: "<b>", post: "</b>" }

describe("tokenizer", () => {
  it("splits camelCase and keeps the whole word", () => {
    expect(tokenizeForIndex("writeSync")).toEqual(["writeSync", "write", "Sync"])
    expect(tokenizeForIndex("RsvimBuf.writeSync()")).toEqual(["RsvimBuf", "Rsvim", "Buf", "writeSync", "write", "Sync"])
  })

  it("splits acronyms, snake_case and letter-digit boundaries sensibly", () => {
    expect(tokenizeForIndex("HTMLParser")).toEqual(["HTMLParser", "HTML", "Parser"])
    expect(tokenizeForIndex("first_steps_in_rsvim")).toEqual(["first_steps_in_rsvim", "first", "steps", "in", "rsvim"])
    expect(tokenizeForIndex("utf8Decode")).toEqual(["utf8Decode", "utf8", "Decode"])
    expect(tokenizeForIndex("x86_64")).toEqual(["x86_64", "x86", "64"])
  })

  it("splits words outside ASCII by the same rules", () => {
    expect(tokenizeForIndex("ÉtatMachine")).toEqual(["ÉtatMachine", "État", "Machine"])
    expect(tokenizeForIndex("naïveÜber")).toEqual(["naïveÜber", "naïve", "Über"])
    expect(tokenizeForIndex("ΑΒΓδέ")).toEqual(["ΑΒΓδέ", "ΑΒ", "Γδέ"])
  })

  it("keeps plain words and dotted versions whole", () => {
    expect(tokenizeForIndex("Rsvim 0.1.2, the editor!")).toEqual(["Rsvim", "0.1.2", "the", "editor"])
    expect(subwordSpans("editor")).toEqual([])
  })

  it("does not split query words", () => {
    expect(tokenizeQuery("writeSy buf-opt")).toEqual(["writeSy", "buf", "opt"])
  })

  it("normalises case and diacritics", () => {
    expect(processTerm("Éditeur")).toBe("editeur")
    expect(processTerm("ŒUVRE")).toBe("œuvre")
    expect(processTerm("WriteSync")).toBe("writesync")
    expect(processTerm("")).toBeNull()
  })

  it("allows typos like Algolia does", () => {
    expect([allowedTypos("buf"), allowedTypos("buff"), allowedTypos("configur"), allowedTypos("v0123")]).toEqual([0, 1, 2, 0])
    expect(editDistance("kitten", "sitting", 3)).toBe(3)
    expect(editDistance("kitten", "sitting", 1)).toBe(2)
    expect([editDistance("", "abc", 3), editDistance("abc", "", 3), editDistance("flaw", "lawn", 2)]).toEqual([3, 3, 2])
    // A stretch of a longer text, its capitals read as lower case.
    expect(editDistance("see Bufer here", "buffer", 1, 4, 9)).toBe(1)
    expect(matchTerm("installation", "instal", true)).toBe("prefix")
    expect(matchTerm("installation", "instal", false)).toBeNull()
    expect(matchTerm("buffer", "bufer", false)).toBe("typo")
    expect(matchTerm("buffer", "buffer", false)).toBe("exact")
  })
})

describe("highlightValue", () => {
  it("wraps whole-word, prefix and camelCase-part matches with the caller's tags", () => {
    const terms = parseQuery("sync inst")
    expect(highlightValue("Call writeSync to install", terms, tags)).toEqual({
      value: "Call write<b>Sync</b> to <b>inst</b>all",
      matchLevel: "full",
      matchedWords: ["sync", "inst"],
      fullyHighlighted: false,
    })
  })

  it("leaves text unescaped and reports partial and full matches", () => {
    expect(highlightValue("a < b & c", parseQuery("b zzz"), tags)).toMatchObject({
      value: "a < <b>b</b> & c",
      matchLevel: "partial",
      matchedWords: ["b"],
    })
    expect(highlightValue("Options", parseQuery("options"), tags)).toMatchObject({ matchLevel: "full", fullyHighlighted: true })
    expect(highlightValue("Options", parseQuery("zzz"), tags)).toMatchObject({ value: "Options", matchLevel: "none", matchedWords: [] })
  })

  it("highlights typo matches as whole words", () => {
    expect(highlightValue("The buffer API", parseQuery("bufer"), tags).value).toBe("The <b>buffer</b> API")
  })
})

describe("snippetValue", () => {
  const text = "one two three four five six seven eight nine ten eleven twelve thirteen fourteen match fifteen sixteen"

  it("cuts N words around the matches with ellipses", () => {
    expect(snippetValue(text, parseQuery("match"), 5, tags, "…")).toEqual({
      value: "…thirteen fourteen <b>match</b> fifteen sixteen",
      matchLevel: "full",
    })
    expect(snippetValue(text, parseQuery("six"), 3, tags, "…").value).toBe("…five <b>six</b> seven…")
  })

  it("starts at the beginning when nothing matches, and keeps short values whole", () => {
    expect(snippetValue(text, parseQuery("zzz"), 3, tags, "...")).toEqual({ value: "one two three...", matchLevel: "none" })
    expect(snippetValue("short text", parseQuery("text"), 10, tags, "…").value).toBe("short <b>text</b>")
    expect(snippetValue("short text", parseQuery("zzz"), 10, tags, "…")).toEqual({ value: "short text", matchLevel: "none" })
  })

  it("finds matches in capitals, in camelCase parts, with typos and outside ASCII alike", () => {
    const long = (word: string) => `${"filler ".repeat(12)}${word} ${"filler ".repeat(12)}`.trim()
    expect(snippetValue(long("BUFFER"), parseQuery("buf"), 3, tags, "…").value).toBe("…filler <b>BUF</b>FER filler…")
    expect(snippetValue(long("RsvimBuf.writeSync()"), parseQuery("sync"), 3, tags, "…").value).toBe("…RsvimBuf.write<b>Sync</b>() filler…")
    expect(snippetValue(long("Instalation"), parseQuery("installation"), 3, tags, "…").value).toBe("…filler <b>Instalation</b> filler…")
    expect(snippetValue(long("Éditeur"), parseQuery("editeur"), 3, tags, "…").value).toBe("…filler <b>Éditeur</b> filler…")
  })
})

describe("forEachWord", () => {
  const words = (text: string) => {
    const found: string[] = []
    forEachWord(text, (start, end) => found.push(text.slice(start, end)))
    return found
  }

  it("reads the words the tokenizer reads: letters, marks, digits, underscores and dotted numbers", () => {
    expect(words("Rsvim 0.1.2, the editor! first_steps v1.x")).toEqual(["Rsvim", "0.1.2", "the", "editor", "first_steps", "v1", "x"])
    expect(words("e\u0301t\u00e9 — “naïve”")).toEqual(["e\u0301t\u00e9", "naïve"])
    expect(words("𝒜bc 𝟙.𝟚 😀 end.")).toEqual(["𝒜bc", "𝟙.𝟚", "end"])
  })

  it("skips a lone surrogate as one character", () => {
    expect(words("ab\ud835cd \udc9c")).toEqual(["ab", "cd"])
  })
})

describe("facetFilters", () => {
  const record = (version: string, type = "content"): StoredRecord =>
    ({ version, language: "en", type, url: "/", hierarchy: { lvl0: "Blog" }, content: null, weight: {} }) as unknown as StoredRecord

  it("accepts a string, an array (AND) and nested arrays (OR)", () => {
    expect(parseFacetFilters("version:next")).toEqual([[{ attribute: "version", value: "next", negated: false }]])
    const conditions = parseFacetFilters(["language:en", ["version:0.1.2", "version:unversioned"]])
    expect(matchesFacetFilters(conditions, record("0.1.2"))).toBe(true)
    expect(matchesFacetFilters(conditions, record("unversioned"))).toBe(true)
    expect(matchesFacetFilters(conditions, record("next"))).toBe(false)
    expect(matchesFacetFilters(parseFacetFilters('["type:lvl1"]'), record("next", "lvl1"))).toBe(true)
  })

  it("supports negation, quoted values and hierarchy levels; unknown attributes match nothing", () => {
    expect(matchesFacetFilters(parseFacetFilters(["version:-next"]), record("0.1.2"))).toBe(true)
    expect(matchesFacetFilters(parseFacetFilters(['version:"next"']), record("next"))).toBe(true)
    expect(matchesFacetFilters(parseFacetFilters(["hierarchy.lvl0:Blog"]), record("next"))).toBe(true)
    expect(matchesFacetFilters(parseFacetFilters(["docusaurus_tag:default"]), record("next"))).toBe(false)
  })

  it("rejects malformed filters", () => {
    expect(() => parseFacetFilters(["novalue"])).toThrow(TypeError)
    expect(() => parseFacetFilters([42])).toThrow(TypeError)
    expect(() => parseFacetFilters({ version: "next" })).toThrow(TypeError)
    expect(() => parseFacetFilters("[not json")).toThrow(TypeError)
  })

  it("tells which versions the filters allow", () => {
    expect(versionsAllowed(parseFacetFilters(["language:en", ["version:0.1.2", "version:unversioned"]]))).toEqual(
      new Set(["0.1.2", "unversioned"]),
    )
    expect(versionsAllowed(parseFacetFilters(["version:next", ["version:next", "version:0.1.0"]]))).toEqual(new Set(["next"]))
    expect(versionsAllowed(parseFacetFilters(["language:en", ["version:next", "type:lvl1"]]))).toBeNull()
    expect(versionsAllowed(parseFacetFilters(["version:-next"]))).toBeNull()
  })
})

describe("withoutStopWords", () => {
  it("drops stop words but keeps the word being typed and never empties the query", () => {
    const words = (query: string) => withoutStopWords(parseQuery(query)).map((t) => t.word)
    expect(words("how to install")).toEqual(["install"])
    expect(words("install to")).toEqual(["install", "to"])
    expect(words("the of")).toEqual(["of"])
    expect(words("to")).toEqual(["to"])
  })
})
