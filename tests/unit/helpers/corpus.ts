/** A small site's worth of search records and an in-memory index host. */
import { readFileSync, readdirSync } from "node:fs"
import path from "node:path"
import { extractSearchRecords, extractStructuredSearchRecords } from "../../../src/node/search/extractSearchRecords"
import { buildSearchIndexes } from "../../../src/node/search/writeSearchIndexes"
import { headFileOf } from "../../../src/shared/search/indexFormat"
import { UNVERSIONED } from "../../../src/shared/search/constants"
import type { SearchIndexManifest, SearchRecord } from "../../../src/shared/search/types"

export function corpus(): SearchRecord[] {
  return [
    ...extractSearchRecords([
      {
        url: "/docs/manual/installation",
        title: "Installation",
        section: "User Manual",
        version: "0.1.2",
        markdown: [
          "Rsvim ships as a single executable.",
          "## Download a release",
          "Pick the archive for your platform and unpack it.",
          "## Build from source",
          "Compile the editor with Cargo. The configuration file is read at startup.",
        ].join("\n\n"),
      },
      {
        url: "/docs/manual/configuration",
        title: "Configuration",
        section: "User Manual",
        version: "0.1.2",
        markdown: [
          "Rsvim reads its configuration from a TypeScript file.",
          "## Options",
          "Set options such as line wrapping. See the installation guide first.",
        ].join("\n\n"),
      },
      {
        url: "/docs/next/manual/configuration",
        title: "Configuration",
        section: "User Manual",
        version: "next",
        markdown: "## Packages\n\nSplit configuration into packages, the next generation.",
      },
      {
        url: "/blog/2024/08/29/motivation",
        title: "Motivation",
        section: "Blog",
        version: null,
        markdown: "Why we started an editor scripted in TypeScript. Installation notes follow in the manual.",
      },
    ]),
    ...extractStructuredSearchRecords([
      {
        url: "/docs/api/rsvim/classes/RsvimBuf",
        title: "RsvimBuf",
        section: "API References",
        version: "0.1.2",
        intro: ["The buffer namespace."],
        headings: [{ depth: 2, text: "writeSync()", anchor: "writesync", content: ["Writes a buffer to its file synchronously."] }],
      },
    ]),
  ]
}

/**
 * The records of the repository's own manual pages in two versions, and the corpus' unversioned ones: a real
 * vocabulary (hundreds of terms), read from the MDX files without a build (front matter cut, the rest taken as Markdown).
 */
export function manualCorpus(): SearchRecord[] {
  const root = path.resolve(__dirname, "../../../content/docs")
  const pages = ["0.1.2", "next"].flatMap((version) => {
    const folder = path.join(root, version, "manual")
    const files = (readdirSync(folder, { recursive: true }) as string[]).filter((file) => file.endsWith(".mdx")).sort()
    return files.map((file) => {
      const text = readFileSync(path.join(folder, file), "utf8").replace(/^---\n[\s\S]*?\n---\n/, "")
      const slug = file.replace(/(\/index)?\.mdx$/, "")
      return { url: `/docs/${version === "next" ? "next/" : ""}manual/${slug}`, title: slug, section: "User Manual", version, markdown: text }
    })
  })
  return [...extractSearchRecords(pages), ...corpus().filter((record) => record.version === UNVERSIONED)]
}

/**
 * Serves `manifest.json`, the index heads of `records` and their shards, counting fetches. With
 * `answers`, a docs version's index has its answer files too, as the build writes it.
 */
export function createIndexHost(records: SearchRecord[] = corpus(), { answers = false }: { answers?: boolean } = {}) {
  const files = new Map<string, string>()
  const manifest: SearchIndexManifest = { indexes: {} }
  // Built before the first fetch answers (the answers are searched with the engine, which loads asynchronously).
  const built = buildSearchIndexes(records, { answers }).then((indexes) => {
    for (const [version, { head, shards }] of indexes) {
      const file = headFileOf(version)
      files.set(file, head)
      for (const [shard, json] of shards) files.set(shard, json)
      manifest.indexes[version] = file
    }
  })
  const host = {
    manifestFetches: 0,
    indexFetches: [] as string[],
    shardFetches: [] as string[],
    /** Shards whose fetch fails until they are taken off. */
    failingShards: new Set<string>(),
    /** How many of the next manifest or head fetches fail. */
    failNext: 0,
    async fetchManifest(): Promise<SearchIndexManifest> {
      await built
      host.manifestFetches++
      if (host.failNext > 0) {
        host.failNext--
        throw new Error("Network request failed")
      }
      return manifest
    },
    async fetchIndex(file: string): Promise<string> {
      await built
      host.indexFetches.push(file)
      if (host.failNext > 0) {
        host.failNext--
        throw new Error("Network request failed")
      }
      const json = files.get(file)
      if (json === undefined) throw new Error(`404 ${file}`)
      return json
    },
    async fetchShard(file: string): Promise<string> {
      await built
      host.shardFetches.push(file)
      const json = files.get(file)
      if (json === undefined || host.failingShards.has(file)) throw new Error(`Network request failed for ${file}`)
      return json
    },
  }
  return host
}
