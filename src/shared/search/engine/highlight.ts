/**
 * Algolia-style `_highlightResult` / `_snippetResult` values for the embedded
 * engine. Values are the raw text with the caller's tags around matches, not
 * HTML-escaped: InstantSearch escapes them and turns its tags into <mark>.
 */
import type { HighlightValue, MatchLevel, SnippetValue } from "../types"
import { matchTerm, normalizeTerm, subwordSpans, tokenizeQuery, wordSpans, type TextSpan, type WordSpan } from "./terms"

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
  const words = wordSpans(value)
  if (words.length <= length) {
    const whole = highlightValue(value, terms, tags)
    return { value: whole.value, matchLevel: whole.matchLevel }
  }
  const { ranges } = findMatches(words, terms)
  const hits = words.map((word) => ranges.some((r) => r.start < word.end && r.end > word.start))
  const size = Math.max(1, length)
  // The window of `size` words holding the most matching words (earliest on ties).
  let best = 0
  let bestCount = -1
  let count = hits.slice(0, size).filter(Boolean).length
  for (let start = 0; start + size <= words.length; start++) {
    if (start > 0) count += Number(hits[start + size - 1]) - Number(hits[start - 1])
    if (count > bestCount) {
      best = start
      bestCount = count
    }
  }
  if (bestCount > 0) {
    const inWindow = hits.map((hit, i) => hit && i >= best && i < best + size)
    const first = inWindow.indexOf(true)
    const last = inWindow.lastIndexOf(true)
    const slack = size - (last - first + 1)
    best = Math.min(Math.max(0, first - Math.floor(slack / 2)), words.length - size)
  }
  // Keep punctuation that clings to the first and last words ("(see", "it.").
  let from = words[best].start
  const floor = best > 0 ? words[best - 1].end : 0
  while (from > floor && !/\s/.test(value[from - 1])) from--
  let to = words[best + size - 1].end
  const ceiling = best + size < words.length ? words[best + size].start : value.length
  while (to < ceiling && !/\s/.test(value[to])) to++
  const text = value.slice(from, to)
  const local = findMatches(wordSpans(text), terms)
  const body = wrap(text, 0, local.ranges, tags)
  return {
    value: `${best > 0 ? ellipsis : ""}${body}${best + size < words.length ? ellipsis : ""}`,
    matchLevel: matchLevel(local.matchedTerms.size, terms.length),
  }
}
