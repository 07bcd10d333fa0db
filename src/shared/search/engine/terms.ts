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

const UPPER = /\p{Lu}/u
const LOWER = /\p{Ll}/u
const LOWER_OR_DIGIT = /[\p{Ll}\p{N}]/u
const DIGIT = /\p{N}/u
const MARKS = /\p{M}/gu
// Sticky: they test the one character at lastIndex without cutting it out of the text.
const WORD_CHAR_AT = /[\p{L}\p{M}\p{N}_]/uy
const DIGIT_AT = /\p{N}/uy

export interface TextSpan {
  start: number
  end: number
}

export interface WordSpan extends TextSpan {
  text: string
}

/** UTF-16 units of the character at `at`: 2 for a surrogate pair. */
function charLength(text: string, at: number): number {
  const code = text.charCodeAt(at)
  if (code < 0xd800 || code > 0xdbff) return 1
  const next = text.charCodeAt(at + 1)
  return next >= 0xdc00 && next <= 0xdfff ? 2 : 1
}

/** Length of the word character at `at` (a letter, mark, digit or underscore), or 0. */
function wordCharAt(text: string, at: number): number {
  const code = text.charCodeAt(at)
  if (code < 128) return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) || code === 95 ? 1 : 0
  WORD_CHAR_AT.lastIndex = at
  return WORD_CHAR_AT.test(text) ? charLength(text, at) : 0
}

/** Length of the digit at `at`, or 0. */
function digitAt(text: string, at: number): number {
  if (at >= text.length) return 0
  const code = text.charCodeAt(at)
  if (code < 128) return code >= 48 && code <= 57 ? 1 : 0
  DIGIT_AT.lastIndex = at
  return DIGIT_AT.test(text) ? charLength(text, at) : 0
}

/**
 * Calls `visit` with the offsets of each word of `text`, in order, building
 * nothing: a run of letters, marks, digits and underscores, plus any
 * `.digits` after it (`0.1.2`). The highlighter scans every word of every hit
 * shown, per keystroke, so it reads offsets rather than word objects.
 */
export function forEachWord(text: string, visit: (start: number, end: number) => void): void {
  let at = 0
  while (at < text.length) {
    let step = wordCharAt(text, at)
    if (step === 0) {
      at += charLength(text, at)
      continue
    }
    const start = at
    while (step > 0) {
      at += step
      step = at < text.length ? wordCharAt(text, at) : 0
    }
    while (text.charCodeAt(at) === 46 && digitAt(text, at + 1) > 0) {
      at++
      for (let digit = digitAt(text, at); digit > 0; digit = digitAt(text, at)) at += digit
    }
    visit(start, at)
  }
}

export function wordSpans(text: string): WordSpan[] {
  const spans: WordSpan[] = []
  forEachWord(text, (start, end) => spans.push({ text: text.slice(start, end), start, end }))
  return spans
}

// ASCII letters are tested by code, the rest by Unicode class: the highlighter
// runs these for every word of every hit while the reader types.
const isAscii = (char: string) => char.charCodeAt(0) < 128
const isUpper = (char: string) => (isAscii(char) ? char >= "A" && char <= "Z" : UPPER.test(char))
const isLower = (char: string) => (isAscii(char) ? char >= "a" && char <= "z" : LOWER.test(char))
const isLowerOrDigit = (char: string) => (isAscii(char) ? (char >= "a" && char <= "z") || (char >= "0" && char <= "9") : LOWER_OR_DIGIT.test(char))

/**
 * No underscore and no capital after the first letter: one part (most words, so no spans are built for them).
 * `start` and `end` bound the word inside a longer text.
 */
export function isSinglePart(text: string, start = 0, end = text.length): boolean {
  for (let i = start; i < end; i++) {
    const char = text[i]
    if (char === "_" || (i > start && isUpper(char))) return false
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

/**
 * Levenshtein distance, or `max + 1` as soon as it is known to exceed `max`.
 * `a` may be a stretch `[aStart, aEnd)` of a longer text, whose A-Z count as
 * a-z: the highlighter compares words where they stand rather than cutting
 * each out and lower-casing it.
 */
export function editDistance(a: string, b: string, max: number, aStart = 0, aEnd = a.length): number {
  const aLength = aEnd - aStart
  if (Math.abs(aLength - b.length) > max) return max + 1
  if (previousRow.length <= b.length) {
    previousRow = new Uint16Array(b.length + 1)
    currentRow = new Uint16Array(b.length + 1)
  }
  let previous = previousRow
  let current = currentRow
  for (let j = 0; j <= b.length; j++) previous[j] = j
  for (let i = 1; i <= aLength; i++) {
    current[0] = i
    let rowMin = i
    let code = a.charCodeAt(aStart + i - 1)
    if (code >= 65 && code <= 90) code += 32
    for (let j = 1; j <= b.length; j++) {
      const cost = code === b.charCodeAt(j - 1) ? 0 : 1
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
  return matchTermAt(textTerm, 0, textTerm.length, queryTerm, prefix, allowedTypos(queryTerm))
}

/**
 * `matchTerm` for the stretch `[start, end)` of a longer text, whose A-Z count
 * as a-z (the highlighter reads an ASCII word where it stands rather than
 * cutting it out and lower-casing it), with the query term's allowed typos
 * worked out once by the caller.
 */
export function matchTermAt(text: string, start: number, end: number, queryTerm: string, prefix: boolean, typos: number): TermMatch | null {
  const length = end - start
  if (length === queryTerm.length || (prefix && length > queryTerm.length)) {
    let same = true
    for (let i = 0; same && i < queryTerm.length; i++) {
      let code = text.charCodeAt(start + i)
      if (code >= 65 && code <= 90) code += 32
      same = code === queryTerm.charCodeAt(i)
    }
    if (same) return length === queryTerm.length ? "exact" : "prefix"
  }
  if (typos > 0 && editDistance(text, queryTerm, typos, start, end) <= typos) return "typo"
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
