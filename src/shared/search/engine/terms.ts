/**
 * How text becomes search terms, shared by the index build, the embedded
 * engine's queries and its highlighter, so all three cut words the same way.
 *
 * - A word is a run of letters, digits and underscores; a dotted number such as
 *   `0.1.2` stays one word.
 * - Indexing keeps each whole word and also its camelCase / snake_case parts:
 *   `writeSync` → `writesync`, `write`, `sync`; `first_steps` → `first_steps`,
 *   `first`, `steps`. Queries keep whole words only, so `writeSy` is a prefix of
 *   the whole `writesync` while `write sync` finds the parts.
 * - Terms are compared lower-cased and without diacritics.
 */

const WORD = /[\p{L}\p{M}\p{N}_]+(?:\.\p{N}+)*/gu
const UPPER = /\p{Lu}/u
const LOWER = /\p{Ll}/u
const LOWER_OR_DIGIT = /[\p{Ll}\p{N}]/u
const DIGIT = /\p{N}/u
const MARKS = /\p{M}/gu

export interface TextSpan {
  start: number
  end: number
}

export interface WordSpan extends TextSpan {
  text: string
}

export function wordSpans(text: string): WordSpan[] {
  const spans: WordSpan[] = []
  // exec rather than matchAll: the highlighter cuts every shown value per keystroke, and the iterator's
  // result objects were a tenth of a query's garbage.
  WORD.lastIndex = 0
  for (let match = WORD.exec(text); match !== null; match = WORD.exec(text)) {
    spans.push({ text: match[0], start: match.index, end: match.index + match[0].length })
  }
  return spans
}

// ASCII letters are tested by code, the rest by Unicode class: the highlighter
// runs these for every word of every hit while the reader types.
const isAscii = (char: string) => char.charCodeAt(0) < 128
const isUpper = (char: string) => (isAscii(char) ? char >= "A" && char <= "Z" : UPPER.test(char))
const isLower = (char: string) => (isAscii(char) ? char >= "a" && char <= "z" : LOWER.test(char))
const isLowerOrDigit = (char: string) => (isAscii(char) ? (char >= "a" && char <= "z") || (char >= "0" && char <= "9") : LOWER_OR_DIGIT.test(char))

/** No underscore and no capital after the first letter: one part (most words, so no spans are built for them). */
function isSinglePart(word: string): boolean {
  for (let i = 0; i < word.length; i++) {
    const char = word[i]
    if (char === "_" || (i > 0 && isUpper(char))) return false
  }
  return true
}

/**
 * The camelCase / snake_case parts of a word as offsets into it, or an empty
 * list when the word has a single part. `HTMLParser` → `HTML`, `Parser`.
 */
export function subwordSpans(word: string): TextSpan[] {
  if (isSinglePart(word)) return []
  const spans: TextSpan[] = []
  let start = -1
  for (let i = 0; i <= word.length; i++) {
    const char = word[i]
    if (i === word.length || char === "_") {
      if (start >= 0) spans.push({ start, end: i })
      start = -1
      continue
    }
    if (start < 0) {
      start = i
      continue
    }
    const previous = word[i - 1]
    const next = word[i + 1]
    const lowerToUpper = isUpper(char) && isLowerOrDigit(previous)
    const acronymEnd = next !== undefined && isUpper(char) && isUpper(previous) && isLower(next)
    if (lowerToUpper || acronymEnd) {
      spans.push({ start, end: i })
      start = i
    }
  }
  return spans.length > 1 ? spans : []
}

const ASCII = /^[^\u0080-\uffff]*$/

export function normalizeTerm(term: string): string {
  // ASCII has no marks to strip: skip the Unicode work for the common case.
  if (ASCII.test(term)) return term.toLowerCase()
  return term.normalize("NFKD").replace(MARKS, "").toLowerCase()
}

/** MiniSearch `processTerm`: normalised term, or null to skip it. */
export function processTerm(term: string): string | null {
  const normalized = normalizeTerm(term)
  return normalized.length > 0 ? normalized : null
}

export function tokenizeForIndex(text: string): string[] {
  const tokens: string[] = []
  for (const word of wordSpans(text)) {
    tokens.push(word.text)
    for (const part of subwordSpans(word.text)) tokens.push(word.text.slice(part.start, part.end))
  }
  return tokens
}

export function tokenizeQuery(text: string): string[] {
  return wordSpans(text).map((word) => word.text)
}

/** Typos allowed in a query term, like Algolia's defaults (1 from 4 letters, 2 from 8, none in numbers). */
export function allowedTypos(term: string): number {
  if (DIGIT.test(term)) return 0
  if (term.length >= 8) return 2
  if (term.length >= 4) return 1
  return 0
}

// The two rows of the distance table, kept between calls: ranking and
// highlighting compare thousands of word pairs per keystroke.
let previousRow = new Uint16Array(32)
let currentRow = new Uint16Array(32)

/** Levenshtein distance, or `max + 1` as soon as it is known to exceed `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  if (previousRow.length <= b.length) {
    previousRow = new Uint16Array(b.length + 1)
    currentRow = new Uint16Array(b.length + 1)
  }
  let previous = previousRow
  let current = currentRow
  for (let j = 0; j <= b.length; j++) previous[j] = j
  for (let i = 1; i <= a.length; i++) {
    current[0] = i
    let rowMin = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      const value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      current[j] = value
      if (value < rowMin) rowMin = value
    }
    if (rowMin > max) return max + 1
    const done = previous
    previous = current
    current = done
  }
  return previous[b.length]
}

export type TermMatch = "exact" | "prefix" | "typo"

/** How a (normalised) text term answers a query term, or null when it does not. */
export function matchTerm(textTerm: string, queryTerm: string, prefix: boolean): TermMatch | null {
  if (textTerm === queryTerm) return "exact"
  if (prefix && textTerm.startsWith(queryTerm)) return "prefix"
  const typos = allowedTypos(queryTerm)
  if (typos > 0 && editDistance(textTerm, queryTerm, typos) <= typos) return "typo"
  return null
}

/** Common English words that carry no meaning in a docs query ("how to install"). */
const stopWords = new Set(
  "a an and are as at be but by can do does for from how i if in into is it its of on or so that the their then there these this to was what when where which who why will with you your".split(
    " ",
  ),
)

/**
 * The query words to match: stop words are dropped, like Algolia's
 * removeStopWords, except the last word (it may be the start of another word
 * being typed) and except when nothing else would be left.
 */
export function withoutStopWords<T extends { term: string }>(terms: T[]): T[] {
  const kept = terms.filter((term, index) => index === terms.length - 1 || !stopWords.has(term.term))
  return kept.length > 0 ? kept : terms
}
