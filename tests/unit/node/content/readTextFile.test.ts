import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { firstNonUtf8Byte, readTextFile } from "../../../../src/node/content/readTextFile"

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map(part => (typeof part === "string" ? Buffer.from(part, "utf8") : Buffer.from(part))))

describe("firstNonUtf8Byte", () => {
  it("is -1 for UTF-8 text, multi-byte characters and a byte-order mark included", () => {
    expect(firstNonUtf8Byte(bytes("Café, 日本, 🙂"))).toBe(-1)
    expect(firstNonUtf8Byte(bytes([0xef, 0xbb, 0xbf], "text"))).toBe(-1)
    expect(firstNonUtf8Byte(bytes(""))).toBe(-1)
  })

  it("points at the lead byte of a Latin-1 character, wherever it is", () => {
    expect(firstNonUtf8Byte(bytes("Caf", [0xe9], "\n"))).toBe(3)
    expect(firstNonUtf8Byte(bytes([0xe9], "\nrest"))).toBe(0)
    expect(firstNonUtf8Byte(bytes("ok ", [0xff]))).toBe(3)
  })

  it("points at a character cut off at the end of the file", () => {
    expect(firstNonUtf8Byte(bytes("ab", [0xe6, 0x97]))).toBe(2)
  })
})

describe("readTextFile", () => {
  const write = (content: Buffer) => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "read-text-")), "page.mdx")
    fs.writeFileSync(file, content)
    return file
  }

  it("returns the text of a UTF-8 file", () => {
    expect(readTextFile(write(bytes("# Café\n")), "content/page.mdx")).toBe("# Café\n")
  })

  it("names the line and byte of a Latin-1 file instead of turning Café into Caf\uFFFD", () => {
    const file = write(bytes("---\ntitle: x\n---\n\nCaf", [0xe9], " au lait.\n"))
    expect(() => readTextFile(file, "content/page.mdx")).toThrow("content/page.mdx:5: not UTF-8 text (byte 0xE9 on this line): save the file as UTF-8")
  })
})
