/**
 * Content and data files are UTF-8 text. Read as "utf8", a file saved in
 * another encoding (Latin-1, Windows-1252) turns each byte it cannot decode
 * into U+FFFD and `Café` ships as `Caf�` without a word; this reads it
 * strictly and names the first byte that is not UTF-8, with its line.
 */
import fs from "node:fs"
import { ContentError } from "./contentError"

/** Where the first byte sequence that is not UTF-8 starts, or -1 when every byte is. */
export function firstNonUtf8Byte(bytes: Uint8Array): number {
  const decodes = (end: number) => {
    try {
      // Streaming: a sequence cut at `end` waits for its next bytes instead of failing.
      new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(0, end), { stream: true })
      return true
    } catch {
      return false
    }
  }
  if (isComplete(bytes)) return -1
  // Once a prefix fails every longer one does: the first failing length ends at the bad byte
  // (a file that only ends inside a character fails at its last byte).
  let low = 0
  let high = bytes.length
  while (low < high) {
    const middle = (low + high) >> 1
    if (decodes(middle + 1)) low = middle + 1
    else high = middle
  }
  const failing = Math.min(low, bytes.length - 1)
  // The byte that made it fail may follow the lead byte of the broken sequence ("Caf\xE9\n" fails at
  // the newline): the sequence starts where the text before it is whole.
  for (let start = failing; start >= Math.max(0, failing - 3); start--) if (isComplete(bytes.subarray(0, start))) return start
  return failing
}

/** Whether the bytes end on a whole character (a streaming decode does not check the end). */
function isComplete(bytes: Uint8Array): boolean {
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes)
    return true
  } catch {
    return false
  }
}

/** The file's text; a ContentError at the line of the first byte that is not UTF-8. */
export function readTextFile(absolutePath: string, file: string): string {
  const bytes = fs.readFileSync(absolutePath)
  const bad = firstNonUtf8Byte(bytes)
  if (bad === -1) return bytes.toString("utf8")
  let line = 1
  for (let index = 0; index < bad; index++) if (bytes[index] === 0x0a) line++
  const byte = bytes[bad].toString(16).toUpperCase().padStart(2, "0")
  throw new ContentError(`${file}:${line}`, `not UTF-8 text (byte 0x${byte} on this line): save the file as UTF-8`)
}
