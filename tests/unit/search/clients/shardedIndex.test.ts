import { describe, expect, it } from "vitest"
import { createLocalSearchClient } from "../../../../src/search/clients/createLocalSearchClient"
import { extractSearchRecords } from "../../../../src/node/search/extractSearchRecords"
import { buildSearchIndex, POSTING_SHARD_BYTES, STORE_SHARD_BYTES } from "../../../../src/node/search/writeSearchIndexes"
import type { SearchIndexHead, WholeIndex } from "../../../../src/shared/search/indexFormat"
import { createIndexHost } from "../../helpers/corpus"

/** Enough pages, each about its own word, that the index splits into many shards. */
function manyPages() {
  const words = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliet", "kilo", "lima"]
  return extractSearchRecords(
    words.flatMap((word) =>
      Array.from({ length: 12 }, (_, n) => ({
        url: `/docs/manual/${word}-${n}`,
        title: `${word} page ${n}`,
        section: "User Manual",
        version: "0.1.2",
        markdown: [`The ${word} topic, part ${n}.`, `## About ${word}${n}`, `${"Filler words about editing text. ".repeat(20)}${word} again.`].join("\n\n"),
      })),
    ),
  )
}

function setup(loadWholeIndexBytes = 0) {
  const host = createIndexHost(manyPages())
  const client = createLocalSearchClient({ ...host, loadWholeIndexBytes })
  const search = async (query: string) => (await client.search([{ indexName: "rsvim", params: { query, facetFilters: ["version:0.1.2"] } }])).results[0]
  return { host, client, search }
}

describe("the split index", () => {
  it("is cut into many shards at these sizes", async () => {
    const { host } = setup()
    const head = JSON.parse(await host.fetchIndex("0.1.2/head.json")) as SearchIndexHead
    expect(head.postings.length).toBeGreaterThan(3)
    expect(head.stores.length).toBeGreaterThan(3)
    expect(POSTING_SHARD_BYTES).toBeGreaterThan(0)
    expect(STORE_SHARD_BYTES).toBeGreaterThan(0)
  })

  it("loads only the shards a query needs, and later queries only what they add", async () => {
    const { host, search } = setup()
    const head = JSON.parse(await host.fetchIndex("0.1.2/head.json")) as SearchIndexHead
    const first = await search("golf")
    expect(first.hits[0].url).toBe("/docs/manual/golf-0")
    expect(first.nbHits).toBe(24)
    const loaded = new Set(host.shardFetches)
    expect(loaded.size).toBeLessThan(head.postings.length + head.stores.length)
    const postingsFetched = host.shardFetches.filter((file) => head.postings.includes(file)).length
    expect(postingsFetched).toBeLessThan(head.postings.length)

    const before = host.shardFetches.length
    await search("golf")
    expect(host.shardFetches.length).toBe(before)
    await search("gol")
    // Each shard is fetched once, whatever the queries that need it.
    expect(new Set(host.shardFetches).size).toBe(host.shardFetches.length)
  })

  it("asks for a small index's whole file, in one request, once a first answer is complete", async () => {
    const { host, search } = setup(Infinity)
    const head = JSON.parse(await host.fetchIndex("0.1.2/head.json")) as SearchIndexHead
    expect(head.whole).toMatch(/^0\.1\.2\/w\.[0-9a-f]{12}\.json$/)
    await search("golf")
    // Last: after every shard the answer needed.
    expect(host.shardFetches.indexOf(head.whole!)).toBe(host.shardFetches.length - 1)
    const answered = host.shardFetches.length
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect((await search("india")).hits[0].url).toBe("/docs/manual/india-0")
    expect((await search("kil")).hits[0].url).toBe("/docs/manual/kilo-0")
    expect(host.shardFetches.length).toBe(answered)
  })

  it("answers a query made while the whole file loads from it, and from its shards if it fails", async () => {
    for (const fails of [false, true]) {
      const { host } = setup(Infinity)
      const head = JSON.parse(await host.fetchIndex("0.1.2/head.json")) as SearchIndexHead
      // The whole file arrives (or fails) only when let go.
      let letGo!: () => void
      const held = new Promise<void>((resolve) => (letGo = resolve))
      const fetchShard = host.fetchShard
      const asked: string[] = []
      host.fetchShard = async (file) => {
        asked.push(file)
        if (file !== head.whole) return fetchShard(file)
        await held
        if (fails) throw new Error("Network request failed")
        return fetchShard(file)
      }
      const client = createLocalSearchClient({ ...host, loadWholeIndexBytes: Infinity })
      const ask = async (query: string) => (await client.search([{ indexName: "rsvim", params: { query, facetFilters: ["version:0.1.2"] } }])).results[0]
      await ask("golf")
      expect(asked[asked.length - 1]).toBe(head.whole)
      const answered = asked.length
      const hotel = ask("hotel")
      await new Promise((resolve) => setTimeout(resolve, 0))
      // Waiting for the whole file, not fetching the same shards beside it.
      expect(asked.length).toBe(answered)
      letGo()
      const { hits, nbHits } = await hotel
      expect(hits[0].url).toBe("/docs/manual/hotel-0")
      expect(nbHits).toBe(24)
      if (fails) expect(asked.length).toBeGreaterThan(answered)
      else expect(asked.length).toBe(answered)
    }
  })

  it("writes the whole file only for an index under the size limit, holding every shard", () => {
    const records = manyPages()
    const small = buildSearchIndex(records, "0.1.2")
    const head = JSON.parse(small.head) as SearchIndexHead
    const whole = JSON.parse(small.shards.get(head.whole!)!) as WholeIndex
    expect(whole.postings).toEqual(head.postings.map((file) => JSON.parse(small.shards.get(file)!)))
    expect(whole.stores).toEqual(head.stores.map((file) => JSON.parse(small.shards.get(file)!)))
    const big = buildSearchIndex(records, "0.1.2", head.shardBytes - 1)
    expect((JSON.parse(big.head) as SearchIndexHead).whole).toBeNull()
    expect([...big.shards.keys()].some((file) => file.includes("/w."))).toBe(false)
  })

  it("finds a typo's word in whatever shard it sits", async () => {
    const { search } = setup()
    expect((await search("juliett")).hits[0].url).toBe("/docs/manual/juliet-0")
    expect((await search("fxtrot")).hits[0].url).toBe("/docs/manual/foxtrot-0")
  })

  it("fails the whole query when a shard does not load, then loads it on the next query", async () => {
    const { host, search } = setup()
    const head = JSON.parse(await host.fetchIndex("0.1.2/head.json")) as SearchIndexHead
    for (const file of [...head.postings, ...head.stores]) host.failingShards.add(file)
    await expect(search("hotel")).rejects.toThrow(/Network request failed/)
    host.failingShards.clear()
    const { hits, nbHits } = await search("hotel")
    expect(hits[0].url).toBe("/docs/manual/hotel-0")
    expect(nbHits).toBe(24)
  })

  it("fails rather than answer without the records of the hits it shows", async () => {
    const { host, search } = setup()
    const head = JSON.parse(await host.fetchIndex("0.1.2/head.json")) as SearchIndexHead
    for (const file of head.stores) host.failingShards.add(file)
    await expect(search("kilo")).rejects.toThrow(/Network request failed/)
    host.failingShards.clear()
    expect((await search("kilo")).hits).toHaveLength(20)
  })
})
