import { describe, expect, it } from "vitest"
import { createLocalSearchClient } from "../../../../src/search/clients/createLocalSearchClient"
import { searchParameters } from "../../../../src/search/searchParameters"
import {
  ANSWER_MAX_LENGTH,
  answerFileOf,
  runOf,
  startsOf,
  storesStamp,
  type AnswerFile,
  type SearchIndexHead,
  type StoredSearchDocument,
} from "../../../../src/shared/search/indexFormat"
import { LoadedIndex, answerKeyOf, loneTypoOf } from "../../../../src/shared/search/engine/loadedIndex"
import { extractSearchRecords } from "../../../../src/node/search/extractSearchRecords"
import { corpus, createIndexHost, manualCorpus } from "../../helpers/corpus"

/**
 * A short one-word query is answered from the answer file the build wrote for it, in one request, with the
 * same response the shards give: the build ran the same engine over the same indexes.
 */
const records = corpus()
const modal = (version: string, query: string, extra: Record<string, unknown> = {}) => [
  { indexName: "rsvim", params: { ...searchParameters({ searchContext: { version }, snippetWords: 10, clickAnalytics: false }), query, ...extra } },
]

function setup() {
  const host = createIndexHost(records, { answers: true })
  // The whole file would make every later query local: left out, so each query shows its own path.
  const client = createLocalSearchClient({ ...host, loadWholeIndexBytes: 0 })
  return { host, client }
}

const headOf = async (host: ReturnType<typeof createIndexHost>, version: string) => JSON.parse(await host.fetchIndex(`${version}/head.json`)) as SearchIndexHead

/** Every prefix of every term of a version's index and of the unversioned one: the queries answered from files. */
async function answeredQueries(host: ReturnType<typeof createIndexHost>, version: string): Promise<string[]> {
  const queries = new Set<string>()
  for (const name of [version, "unversioned"]) {
    for (const term of (await headOf(host, name)).terms.split("\n")) {
      for (let length = 1; length <= Math.min(term.length, ANSWER_MAX_LENGTH); length++) {
        const query = term.slice(0, length)
        if (answerKeyOf(query) === query) queries.add(query)
      }
    }
  }
  return [...queries].sort()
}

describe("answer files", () => {
  it("answer each short one-word query as the shards do: the same hits, snippets, order and counts", async () => {
    for (const version of ["0.1.2", "next"]) {
      const { host, client } = setup()
      const shardsOnly = createLocalSearchClient({ ...createIndexHost(records), loadWholeIndexBytes: 0 })
      const queries = await answeredQueries(host, version)
      expect(queries.length).toBeGreaterThan(100)
      for (const query of [...queries, "B", "Buffer"]) {
        for (const extra of [{}, { hitsPerPage: 5 }]) {
          const [answered] = (await client.search(modal(version, query, extra))).results
          const [searched] = (await shardsOnly.search(modal(version, query, extra))).results
          expect({ hits: answered.hits, nbHits: answered.nbHits }, `${version}: ${query}`).toEqual({ hits: searched.hits, nbHits: searched.nbHits })
        }
      }
      const { answers } = await headOf(host, version)
      const answerFiles = host.shardFetches.filter((file) => file.startsWith(answers!.files))
      // Each query asked for its answer file, and no posting or store shard was needed.
      expect(answerFiles.filter((file, at) => answerFiles.indexOf(file) !== at)).toEqual([])
      expect(host.shardFetches.length).toBe(answerFiles.length)
    }
  })

  it("take one request beside the heads for a first query, none of the shards, and none for the next letters of the word", async () => {
    const { host, client } = setup()
    const [result] = (await client.search(modal("next", "inst"))).results
    expect(result.hits.length).toBeGreaterThan(0)
    const head = await headOf(host, "next")
    expect(host.shardFetches).toEqual([answerFileOf(head.answers!, "inst")])
    // The keystrokes that follow, while the word begins alike, are in the same file: no request.
    for (const query of ["insta", "instal", "install"]) expect((await client.search(modal("next", query))).results[0].hits.length).toBeGreaterThan(0)
    expect(host.shardFetches).toHaveLength(1)
  })

  it("are not read for a page after the first or under a filter that leaves records out", async () => {
    const { host, client } = setup()
    const head = await headOf(host, "next")
    for (const extra of [{ page: 1, hitsPerPage: 1 }, { facetFilters: ["version:next", "type:content"] }, { facetFilters: ["version:next"] }]) {
      host.shardFetches.length = 0
      await client.search(modal("next", "buffer", extra))
      expect(host.shardFetches.some((file) => file.startsWith(head.answers!.files)), JSON.stringify(extra)).toBe(false)
    }
  })

  it("leave a query the build could not answer to the shards, which rank it as without them: several words, a typo of several terms", async () => {
    const manual = manualCorpus()
    const host = createIndexHost(manual, { answers: true })
    const shardsOnly = createLocalSearchClient({ ...createIndexHost(manual), loadWholeIndexBytes: 0 })
    for (const query of ["exit editor", "write buffer file", "command line options", "current buffer id", "asynchonous"]) {
      host.shardFetches.length = 0
      const [result] = (await createLocalSearchClient({ ...host, loadWholeIndexBytes: 0 }).search(modal("next", query))).results
      const [shards] = (await shardsOnly.search(modal("next", query))).results
      expect(result.hits.length, query).toBeGreaterThan(0)
      expect({ hits: result.hits, nbHits: result.nbHits }, query).toEqual({ hits: shards.hits, nbHits: shards.nbHits })
      expect(host.shardFetches.some((file) => file.includes("/p.")), query).toBe(true)
    }
  })

  it("are not asked for once the shards a query needs are in: the page ranks it itself", async () => {
    const { host, client } = setup()
    const head = await headOf(host, "next")
    await client.search(modal("next", "bufer"))
    host.shardFetches.length = 0
    await client.search(modal("next", "buffer"))
    expect(host.shardFetches.filter((file) => file.startsWith(head.answers!.files))).toEqual([])
  })

  it("fail the query when one does not load, and are asked for again by the next", async () => {
    const { host, client } = setup()
    const file = answerFileOf((await headOf(host, "next")).answers!, "install")
    host.failingShards.add(file)
    await expect(client.search(modal("next", "install"))).rejects.toThrow(/Network request failed/)
    host.failingShards.delete(file)
    const [result] = (await client.search(modal("next", "install"))).results
    expect(result.hits.length).toBeGreaterThan(0)
    // Asked for beside the heads, again once they were in (the failure is reported then), and by the next query.
    expect(host.shardFetches.filter((fetched) => fetched === file)).toHaveLength(3)
  })

  it("answer a word that matches one term by typos alone as the shards do, from that term's file: at 1 typo and at 2", async () => {
    // The manual's own words: enough terms that a misspelling may match one or several.
    const manual = manualCorpus()
    for (const version of ["0.1.2", "next"]) {
      const host = createIndexHost(manual, { answers: true })
      const shardsOnly = createLocalSearchClient({ ...createIndexHost(manual), loadWholeIndexBytes: 0 })
      const head = await headOf(host, version)
      // Misspellings of the terms: a letter left out, two swapped, one replaced; two left out of a long word.
      const queries = new Set<string>()
      for (const term of head.terms.split("\n")) {
        if (term.length < 5 || term.length > ANSWER_MAX_LENGTH || /\d/.test(term)) continue
        const middle = term.length >> 1
        queries.add(term.slice(0, middle) + term.slice(middle + 1))
        queries.add(term.slice(0, middle - 1) + term[middle] + term[middle - 1] + term.slice(middle + 1))
        queries.add(term.slice(0, middle) + "q" + term.slice(middle + 1))
        if (term.length >= 10) queries.add(term.slice(0, middle - 1) + term.slice(middle + 1))
      }
      let fromFiles = 0
      // Every third, and for each of those a page of 5 as well: a few seconds, not twelve.
      const sample = [...queries].filter((_, at) => at % 3 === 0)
      for (const query of sample) {
        for (const extra of [{}, { hitsPerPage: 5 }]) {
          host.shardFetches.length = 0
          // A new page each time: nothing loaded yet, as for a reader's first query.
          const client = createLocalSearchClient({ ...host, loadWholeIndexBytes: 0 })
          const [answered] = (await client.search(modal(version, query, extra))).results
          const [searched] = (await shardsOnly.search(modal(version, query, extra))).results
          expect({ hits: answered.hits, nbHits: answered.nbHits }, `${version}: ${query}`).toEqual({ hits: searched.hits, nbHits: searched.nbHits })
          if (host.shardFetches.length > 0 && host.shardFetches.every((file) => file.startsWith(head.answers!.files))) fromFiles++
        }
      }
      // Most misspellings match one term alone; those answered in one request, from an answer file and no shard.
      expect(sample.length).toBeGreaterThan(300)
      expect(fromFiles).toBeGreaterThan(sample.length)
      expect(fromFiles).toBeLessThan(2 * sample.length)
    }
  })

  it("leave out a word that matches one term by typos in one index and another term in the other: its page depends on both", async () => {
    const page = (version: string | null, markdown: string) => ({ url: `/${version ?? "blog"}/${markdown}`, title: markdown, section: "User Manual", version, markdown })
    const host = createIndexHost(extractSearchRecords([page("next", "colour"), page(null, "color"), page("next", "palette"), page(null, "palette")]), { answers: true })
    const engines = await Promise.all(["next", "unversioned"].map(async (name) => new LoadedIndex(await headOf(host, name), host.fetchShard)))
    expect(loneTypoOf(engines, "colur")).toBeNull()
    expect(loneTypoOf(engines, "palete")).toEqual({ term: "palette", distance: 1 })
    expect(loneTypoOf(engines.slice(0, 1), "colur")).toEqual({ term: "colour", distance: 1 })
  })

  it("lend their records to a pasted typo of a word of their group: asked for beside the posting shards, and no store shard after them", async () => {
    // A misspelling that matches two terms (asynchronous, asynchronously): no typo answer, the shards rank it.
    const manual = manualCorpus()
    const host = createIndexHost(manual, { answers: true })
    const client = createLocalSearchClient({ ...host, loadWholeIndexBytes: 0 })
    const [result] = (await client.search(modal("next", "asynchonous"))).results
    const [shards] = (await createLocalSearchClient({ ...createIndexHost(manual), loadWholeIndexBytes: 0 }).search(modal("next", "asynchonous"))).results
    expect(result.hits.length).toBeGreaterThan(0)
    expect({ hits: result.hits, nbHits: result.nbHits }).toEqual({ hits: shards.hits, nbHits: shards.nbHits })
    const head = await headOf(host, "next")
    expect(host.shardFetches).toContain(answerFileOf(head.answers!, "asynchonous"))
    expect(host.shardFetches.some((file) => file.includes("/p."))).toBe(true)
    expect(host.shardFetches.filter((file) => file.includes("/s."))).toEqual([])
  })

  it("lend their records to a query of several words in a small index: each word's file beside the posting shards, no store shard", async () => {
    const manual = manualCorpus()
    const host = createIndexHost(manual, { answers: true })
    const head = await headOf(host, "next")
    expect(head.whole).not.toBeNull()
    const client = createLocalSearchClient({ ...host, loadWholeIndexBytes: 0 })
    const [result] = (await client.search(modal("next", "exit editor"))).results
    const [shards] = (await createLocalSearchClient({ ...createIndexHost(manual), loadWholeIndexBytes: 0 }).search(modal("next", "exit editor"))).results
    expect(result.hits.length).toBeGreaterThan(2)
    expect({ hits: result.hits, nbHits: result.nbHits }).toEqual({ hits: shards.hits, nbHits: shards.nbHits })
    expect(host.shardFetches).toEqual(expect.arrayContaining([answerFileOf(head.answers!, "exit"), answerFileOf(head.answers!, "editor")]))
    expect(host.shardFetches.filter((file) => file.includes("/s."))).toEqual([])
  })

  it("are not asked for by a query of several words in a big index (no whole file): its hits are rarely among its words' answers", async () => {
    const manual = manualCorpus()
    const host = createIndexHost(manual, { answers: true })
    const asBig = async (file: string) => {
      const json = await host.fetchIndex(file)
      return file.endsWith("head.json") ? JSON.stringify({ ...JSON.parse(json), whole: null }) : json
    }
    const client = createLocalSearchClient({ ...host, fetchIndex: asBig, loadWholeIndexBytes: 0 })
    const [result] = (await client.search(modal("next", "exit editor"))).results
    expect(result.hits.length).toBeGreaterThan(2)
    expect(host.shardFetches.filter((file) => file.includes("/a/"))).toEqual([])
    expect(host.shardFetches.some((file) => file.includes("/s."))).toBe(true)
  })

  it("lend no records when they come from another build than the heads: the store shards give them", async () => {
    const manual = manualCorpus()
    const host = createIndexHost(manual, { answers: true })
    const head = await headOf(host, "next")
    const file = answerFileOf(head.answers!, "asynchonous")
    // A later deploy's file, whose records moved: taken by these heads' ids, each would show another's text.
    const fetchShard = async (name: string) => {
      const json = await host.fetchShard(name)
      if (name !== file) return json
      const contents = JSON.parse(json) as AnswerFile
      return JSON.stringify({ ...contents, ids: [...contents.ids].reverse(), stamps: contents.stamps.map(() => "00000000") })
    }
    const client = createLocalSearchClient({ ...host, fetchShard, loadWholeIndexBytes: 0 })
    const [result] = (await client.search(modal("next", "asynchonous"))).results
    const [shards] = (await createLocalSearchClient({ ...createIndexHost(manual), loadWholeIndexBytes: 0 }).search(modal("next", "asynchonous"))).results
    expect(result.hits).toEqual(shards.hits)
    expect(host.shardFetches).toContain(file)
    expect(host.shardFetches.some((name) => name.includes("/s."))).toBe(true)
  })

  it("hold, for each record, where it is in the indexes searched", async () => {
    const host = createIndexHost(records, { answers: true })
    const head = await headOf(host, "next")
    const unversioned = await headOf(host, "unversioned")
    const contents = JSON.parse(await host.fetchShard(answerFileOf(head.answers!, "inst"))) as AnswerFile
    expect(contents.stamps).toEqual([storesStamp(head), storesStamp(unversioned)])
    expect(contents.ids).toHaveLength(contents.records.length)
    for (const [at, [source, id]] of contents.ids.entries()) {
      const index = [head, unversioned][source]
      const shard = runOf(startsOf(index.storeSizes), id)
      const store = JSON.parse(await host.fetchShard(index.stores[shard])) as StoredSearchDocument[]
      expect(store[id - startsOf(index.storeSizes)[shard]]).toEqual(contents.records[at])
    }
  })

  it("are asked for beside the heads when a first query comes before them, and used once the heads allow it", async () => {
    const { host } = setup()
    let releaseHeads = () => {}
    const heads = new Promise<void>((resolve) => (releaseHeads = resolve))
    const held = createLocalSearchClient({ ...host, loadWholeIndexBytes: 0, fetchIndex: async (file) => (await heads, host.fetchIndex(file)) })
    const answering = held.search(modal("next", "inst"))
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(host.indexFetches).toEqual([])
    expect(host.shardFetches).toEqual(["next/a/" + answerFileOf({ files: "" }, "inst")])
    releaseHeads()
    const [result] = (await answering).results
    const shardsOnly = createLocalSearchClient({ ...createIndexHost(records), loadWholeIndexBytes: 0 })
    const [shards] = (await shardsOnly.search(modal("next", "inst"))).results
    expect(result.hits).toEqual(shards.hits)
    expect(host.shardFetches).toHaveLength(1)
  })
})
