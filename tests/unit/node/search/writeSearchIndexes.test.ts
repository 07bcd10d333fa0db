import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { gzipSync } from "node:zlib"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { writeSearchIndexes } from "../../../../src/node/search/writeSearchIndexes"
import { findMissingAnchors } from "../../../../src/node/search/findMissingAnchors"
import { createLocalSearchClient } from "../../../../src/search/clients/createLocalSearchClient"
import { corpus } from "../../helpers/corpus"
import { ANSWER_MAX_LENGTH, answerFileOf, type AnswerFile, type SearchIndexHead } from "../../../../src/shared/search/indexFormat"

let publicDir: string

beforeEach(async () => {
  publicDir = await mkdtemp(path.join(tmpdir(), "rsvim-search-"))
})

afterEach(async () => {
  await rm(publicDir, { recursive: true, force: true })
})

describe("writeSearchIndexes", () => {
  it("writes one index per version, its head under a fixed name, a manifest and the records", async () => {
    const records = corpus()
    const written = await writeSearchIndexes({ records, publicDir })
    const dir = path.join(publicDir, "search")

    expect(written.indexes.map((i) => i.name)).toEqual(["0.1.2", "next", "unversioned"])
    for (const index of written.indexes) {
      // The page asks for a head by this name before it has the manifest.
      expect(index.file).toBe(`${index.name}/head.json`)
      expect(index.bytes).toBe((await readFile(path.join(dir, index.file))).length)
      expect(index.gzipBytes).toBe(gzipSync(await readFile(path.join(dir, index.file)), { level: 6 }).length)
    }
    expect(written.indexes.reduce((n, i) => n + i.records, 0)).toBe(records.length)

    const manifest = JSON.parse(await readFile(path.join(dir, "manifest.json"), "utf8"))
    expect(manifest).toEqual({ indexes: Object.fromEntries(written.indexes.map((i) => [i.name, i.file])) })
    expect(JSON.parse(await readFile(path.join(dir, "records.json"), "utf8"))).toEqual(records)
    const settings = JSON.parse(await readFile(path.join(dir, "algolia-settings.json"), "utf8"))
    expect(settings.searchableAttributes[0]).toBe("unordered(hierarchy.lvl1)")
    expect(settings.attributesForFaceting).toEqual(["version", "language", "type"])
  })

  it("writes indexes the browser client can load and search", async () => {
    await writeSearchIndexes({ records: corpus(), publicDir })
    const dir = path.join(publicDir, "search")
    const client = createLocalSearchClient({
      fetchManifest: async () => JSON.parse(await readFile(path.join(dir, "manifest.json"), "utf8")),
      fetchIndex: (file) => readFile(path.join(dir, file), "utf8"),
    })
    const { results } = await client.search([{ indexName: "rsvim", params: { query: "writeSync" } }])
    expect(results[0].hits[0].url).toBe("/docs/api/rsvim/classes/RsvimBuf#writesync")
  })

  it("keeps file names stable for the same records and drops stale index files", async () => {
    // A head of the earlier layout (named by its hash beside the folders) goes too.
    await mkdir(path.join(publicDir, "search"), { recursive: true })
    await writeFile(path.join(publicDir, "search", "next.0123456789ab.json"), "{}")
    const first = await writeSearchIndexes({ records: corpus(), publicDir })
    const again = await writeSearchIndexes({ records: corpus(), publicDir })
    expect(again.indexes.map((i) => i.file)).toEqual(first.indexes.map((i) => i.file))

    const dir = path.join(publicDir, "search")
    await writeFile(path.join(dir, "keep-me.txt"), "not ours")
    const changed = corpus().filter((r) => r.version !== "next")
    const third = await writeSearchIndexes({ records: changed, publicDir })
    expect((await readdir(dir)).sort()).toEqual(
      // Each index's shards sit in a folder named after it; the removed version's folder is gone.
      ["algolia-settings.json", "keep-me.txt", "manifest.json", "records.json", ...third.indexes.map((i) => i.name)].sort(),
    )
  })

  it("splits each index into a head, shards, (a small one) a whole file and a docs version's answer files, and drops files the index no longer names", async () => {
    const dir = path.join(publicDir, "search")
    const filesOf = async (folder: string) =>
      (await readdir(path.join(dir, folder), { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
        .sort()
    const answerFiles = (files: string[], head: SearchIndexHead) => files.filter((file) => file.startsWith(head.answers!.files))
    const first = await writeSearchIndexes({ records: corpus(), publicDir })
    const next = first.indexes.find((i) => i.name === "next")!
    const head = JSON.parse(await readFile(path.join(dir, next.file), "utf8")) as SearchIndexHead
    const named = [...head.postings, ...head.stores, head.whole!].sort()
    expect(head.whole).toMatch(/^next\/w\.[0-9a-f]{12}\.json$/)
    expect(head.answers).toEqual({ files: "next/a/", with: "unversioned", maxLength: ANSWER_MAX_LENGTH })
    const files = await filesOf("next")
    const answers = answerFiles(files, head)
    expect(named.length + answers.length).toBe(next.shards)
    expect(files).toEqual([...new Set([...named, ...answers, next.file])].sort())
    expect(head.documentCount).toBe(next.records)
    expect(head.terms.split("\n")).toContain("packages")
    // Each answer file is named by the hash of its queries' group, and holds each record once; every prefix of a term has an answer.
    for (const file of answers) {
      const answered = JSON.parse(await readFile(path.join(dir, file), "utf8")) as AnswerFile
      for (const [query, { hits }] of Object.entries(answered.answers)) {
        expect(answerFileOf(head.answers!, query)).toBe(file)
        for (const place of hits) expect(answered.records[place]).toBeDefined()
      }
      expect(new Set(answered.records.map((record) => record.objectID)).size).toBe(answered.records.length)
    }
    const pack = JSON.parse(await readFile(path.join(dir, answerFileOf(head.answers!, "pack")), "utf8")) as AnswerFile
    expect(Object.keys(pack.answers)).toEqual(expect.arrayContaining(["pac", "pack", "packages"]))
    for (const query of ["p", "pa", "pack", "packages"]) expect(answers).toContain(answerFileOf(head.answers!, query))
    // The unversioned index is searched beside a version; it has none of its own.
    const unversioned = JSON.parse(await readFile(path.join(dir, "unversioned/head.json"), "utf8")) as SearchIndexHead
    expect(unversioned.answers).toBeNull()

    const edited = corpus().map((r) => (r.version === "next" && r.content ? { ...r, content: `${r.content} Edited.` } : r))
    const second = await writeSearchIndexes({ records: edited, publicDir })
    const after = JSON.parse(await readFile(path.join(dir, second.indexes.find((i) => i.name === "next")!.file), "utf8")) as SearchIndexHead
    const filesAfter = await filesOf("next")
    expect(filesAfter).toEqual([...new Set([...after.postings, ...after.stores, after.whole!, ...answerFiles(filesAfter, after), next.file])].sort())
    // Answer files keep their names (the page names them without the head); the new word has its answers.
    expect(answerFiles(filesAfter, after).length).toBeGreaterThanOrEqual(answers.length)
    const edit = JSON.parse(await readFile(path.join(dir, answerFileOf(after.answers!, "edited")), "utf8")) as AnswerFile
    expect(Object.keys(edit.answers)).toContain("edited")
  })

  it("refuses duplicate object ids", async () => {
    const records = corpus()
    await expect(writeSearchIndexes({ records: [...records, records[0]], publicDir })).rejects.toThrow(/Duplicate/)
  })
})

describe("findMissingAnchors", () => {
  const records = corpus().filter((r) => r.url.startsWith("/docs/manual/installation"))

  it("passes when every page and anchor was rendered", () => {
    const rendered = { "/docs/manual/installation/": ["download-a-release", "build-from-source", "other"] }
    expect(findMissingAnchors(records, rendered)).toEqual([])
  })

  it("reports missing anchors and missing pages", () => {
    const anchorMissing = findMissingAnchors(records, new Map([["/docs/manual/installation", ["download-a-release"]]]))
    expect(anchorMissing.map((m) => [m.url, m.missing])).toEqual([
      ["/docs/manual/installation#build-from-source", "anchor"],
      ["/docs/manual/installation#build-from-source", "anchor"],
    ])
    const pageMissing = findMissingAnchors(records, {})
    expect(pageMissing).toHaveLength(records.length)
    expect(pageMissing.every((m) => m.missing === "page")).toBe(true)
  })
})
