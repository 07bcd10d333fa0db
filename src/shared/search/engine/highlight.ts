/**
 * Algolia-style `_highlightResult` / `_snippetResult` values for the embedded
 * engine. Values are the raw text with the caller's tags around matches, not
 * HTML-escaped: InstantSearch escapes them and turns its tags into <mark>.
 */
import type { HighlightValue, MatchLevel, SnippetValue } from "../types"
import {
  allowedTypos,
  forEachWord,
  isSinglePart,
  matchTerm,
  matchTermAt,
  normalizeTerm,
  subwordSpans,
  tokenizeQuery,
  wordSpans,
  type TextSpan,
  type WordSpan,
} from "./terms"

export interface QueryTerm {
  /** As the reader typed it (for `matchedWords`). */
  word: string
  /** Normalised, as compared with the text. */
  term: string
  /** Whether it may match as a prefix (the last word of the query). */
  prefix: boolean
}

export function parseQuery(query: string): QueryTerm[] {
  const words = tokenizeQuery(query)
  return words
    .map((word, index) => ({ word, term: normalizeTerm(word), prefix: index === words.length - 1 }))
    .filter((term) => term.term.length > 0)
}

export interface HighlightTags {
  pre: string
  post: string
}

interface TextMatches {
  ranges: TextSpan[]
  /** Indexes into the query terms that matched somewhere in the text. */
  matchedTerms: Set<number>
}

/** The span of `word` that a prefix match of `queryTerm` covers. */
function prefixSpan(word: WordSpan | (TextSpan & { text: string }), queryTerm: string): TextSpan {
  // Normalising may change the length (ligatures, decomposed accents); then mark the whole word.
  const sameLength = normalizeTerm(word.text).length === word.text.length
  return { start: word.start, end: sameLength ? word.start + queryTerm.length : word.end }
}

type WordPart = TextSpan & { term: string; text: string }
/** Shared by every single-part word, so read-only. */
const SINGLE_PART: readonly WordPart[] = []

function partsOf(word: WordSpan): readonly WordPart[] {
  const spans = subwordSpans(word.text)
  if (spans.length === 0) return SINGLE_PART
  return spans.map((part) => {
    const text = word.text.slice(part.start, part.end)
    return { start: word.start + part.start, end: word.start + part.end, text, term: normalizeTerm(text) }
  })
}

/** Adds where `word` matches the query to `ranges`; loops rather than callbacks, as it runs for every word shown. */
function matchWord(word: WordSpan, terms: QueryTerm[], matched: Set<number>, ranges: TextSpan[]): void {
  const whole = normalizeTerm(word.text)
  // Cut into camelCase / snake_case parts only when a term misses the whole word (most words match nothing).
  let parts: readonly WordPart[] | null = null
  for (let index = 0; index < terms.length; index++) {
    const query = terms[index]
    const wholeMatch = matchTerm(whole, query.term, query.prefix)
    if (wholeMatch) {
      matched.add(index)
      ranges.push(wholeMatch === "prefix" ? prefixSpan(word, query.term) : { start: word.start, end: word.end })
      continue
    }
    parts ??= partsOf(word)
    for (const part of parts) {
      const partMatch = matchTerm(part.term, query.term, query.prefix)
      if (!partMatch) continue
      matched.add(index)
      ranges.push(partMatch === "prefix" ? prefixSpan(part, query.term) : { start: part.start, end: part.end })
    }
  }
}

function mergeRanges(ranges: TextSpan[]): TextSpan[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start || b.end - a.end)
  const merged: TextSpan[] = []
  for (const range of sorted) {
    const last = merged[merged.length - 1]
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end)
    else merged.push({ ...range })
  }
  return merged
}

function findMatches(words: WordSpan[], terms: QueryTerm[]): TextMatches {
  const matchedTerms = new Set<number>()
  const ranges: TextSpan[] = []
  for (const word of words) matchWord(word, terms, matchedTerms, ranges)
  return { ranges: ranges.length > 0 ? mergeRanges(ranges) : ranges, matchedTerms }
}

function matchLevel(matched: number, total: number): MatchLevel {
  if (matched === 0) return "none"
  return matched === total ? "full" : "partial"
}

function wrap(text: string, offset: number, ranges: TextSpan[], tags: HighlightTags): string {
  let out = ""
  let cursor = 0
  for (const range of ranges) {
    const start = Math.max(range.start - offset, cursor)
    const end = Math.min(range.end - offset, text.length)
    if (end <= start) continue
    out += text.slice(cursor, start) + tags.pre + text.slice(start, end) + tags.post
    cursor = end
  }
  return out + text.slice(cursor)
}

export function highlightValue(value: string, terms: QueryTerm[], tags: HighlightTags): HighlightValue {
  const words = wordSpans(value)
  const { ranges, matchedTerms } = findMatches(words, terms)
  const coveredWords = words.filter((word) => ranges.some((r) => r.start <= word.start && r.end >= word.end))
  return {
    value: wrap(value, 0, ranges, tags),
    matchLevel: matchLevel(matchedTerms.size, terms.length),
    matchedWords: terms.filter((_, index) => matchedTerms.has(index)).map((term) => term.word),
    fullyHighlighted: words.length > 0 && coveredWords.length === words.length,
  }
}

const answersAt = (text: string, start: number, end: number, query: QueryTerm, typos: number) =>
  matchTermAt(text, start, end, query.term, query.prefix, typos) !== null

function isAscii(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (text.charCodeAt(i) >= 128) return false
  return true
}

/** Whether `matchWord` would mark any of the word `text[start, end)`: the word or one of its parts answers a term. */
function wordMatches(text: string, start: number, end: number, terms: QueryTerm[], typos: number[]): boolean {
  if (!isAscii(text, start, end)) {
    const ranges: TextSpan[] = []
    matchWord({ text: text.slice(start, end), start, end }, terms, new Set(), ranges)
    return ranges.length > 0
  }
  for (let index = 0; index < terms.length; index++) if (answersAt(text, start, end, terms[index], typos[index])) return true
  if (isSinglePart(text, start, end)) return false
  for (const part of subwordSpans(text.slice(start, end))) {
    for (let index = 0; index < terms.length; index++) {
      if (answersAt(text, start + part.start, start + part.end, terms[index], typos[index])) return true
    }
  }
  return false
}

// The words of the value being cut: offsets and whether each matches. Kept between calls (and grown when a
// value has more words), so choosing the snippet of a long text builds no object per word.
let wordStarts = new Int32Array(256)
let wordEnds = new Int32Array(256)
let wordMatched = new Uint8Array(256)

/** Fills the word table for `value` and returns its word count. */
function scanWords(value: string, terms: QueryTerm[]): number {
  const typos = terms.map((term) => allowedTypos(term.term))
  let count = 0
  forEachWord(value, (start, end) => {
    if (count === wordStarts.length) {
      const grown = count * 2
      wordStarts = copyInto(new Int32Array(grown), wordStarts)
      wordEnds = copyInto(new Int32Array(grown), wordEnds)
      wordMatched = copyInto(new Uint8Array(grown), wordMatched)
    }
    wordStarts[count] = start
    wordEnds[count] = end
    wordMatched[count] = wordMatches(value, start, end, terms, typos) ? 1 : 0
    count++
  })
  return count
}

function copyInto<T extends Int32Array | Uint8Array>(target: T, source: T): T {
  target.set(source)
  return target
}

/** The scanned words `[first, first + size)` of `value`, with the punctuation that clings to them ("(see", "it."). */
function cutWords(value: string, first: number, size: number, wordCount: number): string {
  let from = wordStarts[first]
  const floor = first > 0 ? wordEnds[first - 1] : 0
  while (from > floor && !/\s/.test(value[from - 1])) from--
  let to = wordEnds[first + size - 1]
  const ceiling = first + size < wordCount ? wordStarts[first + size] : value.length
  while (to < ceiling && !/\s/.test(value[to])) to++
  return value.slice(from, to)
}

/** The first of the `size` scanned words holding the most matching words (earliest on ties), centred on its matches. */
function bestWindow(size: number, wordCount: number): number {
  let best = 0
  let bestCount = -1
  let count = 0
  for (let i = 0; i < size; i++) count += wordMatched[i]
  for (let start = 0; start + size <= wordCount; start++) {
    if (start > 0) count += wordMatched[start + size - 1] - wordMatched[start - 1]
    if (count > bestCount) {
      best = start
      bestCount = count
    }
  }
  if (bestCount === 0) return best
  let first = best
  while (!wordMatched[first]) first++
  let last = best + size - 1
  while (!wordMatched[last]) last--
  const slack = size - (last - first + 1)
  return Math.min(Math.max(0, first - Math.floor(slack / 2)), wordCount - size)
}

/**
 * At most `length` words of `value`, chosen to hold as many matching words as
 * possible and centred on them, with `ellipsis` where text was cut.
 */
export function snippetValue(
  value: string,
  terms: QueryTerm[],
  length: number,
  tags: HighlightTags,
  ellipsis: string,
): SnippetValue {
  const wordCount = scanWords(value, terms)
  const size = Math.max(1, length)
  // Most values of a hit match nothing (its page title, say, when the query is in its text): they are only cut.
  if (!wordMatched.subarray(0, wordCount).includes(1)) {
    if (wordCount <= length) return { value, matchLevel: "none" }
    return { value: cutWords(value, 0, size, wordCount) + (size < wordCount ? ellipsis : ""), matchLevel: "none" }
  }
  if (wordCount <= length) {
    const whole = highlightValue(value, terms, tags)
    return { value: whole.value, matchLevel: whole.matchLevel }
  }
  const first = bestWindow(size, wordCount)
  const text = cutWords(value, first, size, wordCount)
  const local = findMatches(wordSpans(text), terms)
  const body = wrap(text, 0, local.ranges, tags)
  return {
    value: `${first > 0 ? ellipsis : ""}${body}${first + size < wordCount ? ellipsis : ""}`,
    matchLevel: matchLevel(local.matchedTerms.size, terms.length),
  }
}
