import { describe, expect, it } from "vitest"
import { createLocalSearchClient } from "../../../../src/search/clients/createLocalSearchClient"
import { extractSearchRecords } from "../../../../src/node/search/extractSearchRecords"
import { POSTING_SHARD_BYTES, STORE_SHARD_BYTES } from "../../../../src/node/search/writeSearchIndexes"
import type { SearchIndexHead } from "../../../../src/shared/search/indexFormat"
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
    const head = JSON.parse(await host.fetchIndex("0.1.2.000000000000.json")) as SearchIndexHead
    expect(head.postings.length).toBeGreaterThan(3)
    expect(head.stores.length).toBeGreaterThan(3)
    expect(POSTING_SHARD_BYTES).toBeGreaterThan(0)
    expect(STORE_SHARD_BYTES).toBeGreaterThan(0)
  })

  it("loads only the shards a query needs, and later queries only what they add", async () => {
    const { host, search } = setup()
    const head = JSON.parse(await host.fetchIndex("0.1.2.000000000000.json")) as SearchIndexHead
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

  it("loads a small index whole once a first query is answered", async () => {
    const { host, search } = setup(Infinity)
    const head = JSON.parse(await host.fetchIndex("0.1.2.000000000000.json")) as SearchIndexHead
    await search("golf")
    await expect.poll(() => new Set(host.shardFetches).size).toBe(new Set([...head.postings, ...head.stores]).size)
    const before = host.shardFetches.length
    expect((await search("india")).hits[0].url).toBe("/docs/manual/india-0")
    expect(host.shardFetches.length).toBe(before)
  })

  it("finds a typo's word in whatever shard it sits", async () => {
    const { search } = setup()
    expect((await search("juliett")).hits[0].url).toBe("/docs/manual/juliet-0")
    expect((await search("fxtrot")).hits[0].url).toBe("/docs/manual/foxtrot-0")
  })

  it("fails the whole query when a shard does not load, then loads it on the next query", async () => {
    const { host, search } = setup()
    const head = JSON.parse(await host.fetchIndex("0.1.2.000000000000.json")) as SearchIndexHead
    for (const file of [...head.postings, ...head.stores]) host.failingShards.add(file)
    await expect(search("hotel")).rejects.toThrow(/Network request failed/)
    host.failingShards.clear()
    const { hits, nbHits } = await search("hotel")
    expect(hits[0].url).toBe("/docs/manual/hotel-0")
    expect(nbHits).toBe(24)
  })

  it("fails rather than answer without the records of the hits it shows", async () => {
    const { host, search } = setup()
    const head = JSON.parse(await host.fetchIndex("0.1.2.000000000000.json")) as SearchIndexHead
    for (const file of head.stores) host.failingShards.add(file)
    await expect(search("kilo")).rejects.toThrow(/Network request failed/)
    host.failingShards.clear()
    expect((await search("kilo")).hits).toHaveLength(20)
  })
})
