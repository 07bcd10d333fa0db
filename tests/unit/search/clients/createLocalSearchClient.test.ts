import { describe, expect, it } from "vitest"
import { createLocalSearchClient } from "../../../../src/search/clients/createLocalSearchClient"
import { extractSearchRecords } from "../../../../src/node/search/extractSearchRecords"
import type { SearchHit } from "../../../../src/shared/search/types"
import { createIndexHost } from "../../helpers/corpus"

const contextual = ["language:en", ["version:0.1.2", "version:unversioned"]]

function setup(records?: Parameters<typeof createIndexHost>[0]) {
  const host = createIndexHost(records)
  const client = createLocalSearchClient(host)
  const search = async (params: Record<string, unknown>) => {
    const { results } = await client.search([{ indexName: "rsvim", params }])
    return results[0]
  }
  return { host, client, search }
}

const urls = (hits: SearchHit[]) => hits.map((hit) => hit.url)

describe("createLocalSearchClient", () => {
  it("answers the empty query at once without fetching anything", async () => {
    const { host, search } = setup()
    const result = await search({ query: "  ", hitsPerPage: 20 })
    expect(result).toMatchObject({ hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 20, query: "  " })
    expect(host.manifestFetches).toBe(0)
    expect(host.indexFetches).toEqual([])
  })

  it("loads the indexes once, and only the versions the filters allow", async () => {
    const { host, search } = setup()
    await search({ query: "rsvim", facetFilters: contextual })
    await search({ query: "editor", facetFilters: contextual })
    // Filters that name the versions need no manifest: the heads have fixed names.
    expect(host.manifestFetches).toBe(0)
    expect(host.indexFetches.sort()).toEqual(["0.1.2/head.json", "unversioned/head.json"])
    await search({ query: "editor" })
    expect(host.manifestFetches).toBe(1)
    expect(host.indexFetches).toContain("next/head.json")
  })

  it("leaves out a named version with no index, and fails on one the manifest lists but cannot load", async () => {
    const { host, search } = setup()
    const only = await search({ query: "rsvim", facetFilters: [["version:0.1.2", "version:9.9.9"]] })
    expect(only.nbHits).toBeGreaterThan(0)
    expect(host.indexFetches).toContain("9.9.9/head.json")
    expect(host.manifestFetches).toBe(1)
    const failing = setup()
    failing.host.failNext = 1
    await expect(failing.search({ query: "rsvim", facetFilters: [["version:next"]] })).rejects.toThrow("Network request failed")
    await expect(failing.search({ query: "rsvim", facetFilters: [["version:next"]] })).resolves.toMatchObject({ query: "rsvim" })
  })

  it("matches prefixes as you type, and tolerates typos", async () => {
    const { search } = setup()
    expect((await search({ query: "instal", facetFilters: contextual })).hits[0].url).toBe("/docs/manual/installation")
    expect((await search({ query: "instalation", facetFilters: contextual })).hits[0].url).toBe("/docs/manual/installation")
    expect((await search({ query: "zzzzzz" })).nbHits).toBe(0)
  })

  it("finds camelCase parts and prefixes of the whole identifier", async () => {
    const { search } = setup()
    expect(urls((await search({ query: "sync" })).hits)).toContain("/docs/api/rsvim/classes/RsvimBuf#writesync")
    expect((await search({ query: "writeSy" })).hits[0].url).toBe("/docs/api/rsvim/classes/RsvimBuf#writesync")
    expect((await search({ query: "RsvimBuf" })).hits[0].url).toBe("/docs/api/rsvim/classes/RsvimBuf")
  })

  it("ranks a page above its headings, and headings above content", async () => {
    const { search } = setup()
    const { hits } = await search({ query: "installation", facetFilters: contextual })
    expect(hits.map((hit) => [hit.type, hit.url])).toEqual([
      ["lvl1", "/docs/manual/installation"],
      ["lvl2", "/docs/manual/installation#download-a-release"],
      ["lvl2", "/docs/manual/installation#build-from-source"],
      ["content", "/docs/manual/configuration#options"],
      ["content", "/blog/2024/08/29/motivation"],
    ])
  })

  it("ranks exact matches over prefix matches over typos", async () => {
    const records = extractSearchRecords(
      ["options", "option", "opton"].map((word, i) => ({
        url: `/page-${i}`,
        title: `Page ${i}`,
        section: "Pages",
        version: null,
        markdown: `The ${word} here.`,
      })),
    )
    const { search } = setup(records)
    expect(urls((await search({ query: "option" })).hits)).toEqual(["/page-1", "/page-0", "/page-2"])
  })

  it("returns one hit per URL: the best record for each anchor", async () => {
    const { search } = setup()
    const { hits } = await search({ query: "download" })
    expect(hits.filter((hit) => hit.url === "/docs/manual/installation#download-a-release")).toHaveLength(1)
    expect(hits[0].type).toBe("lvl2")
  })

  it("filters with every facetFilters form", async () => {
    const { search } = setup()
    const versionsOf = async (facetFilters: unknown) =>
      new Set((await search({ query: "the", facetFilters })).hits.map((hit) => (hit as { version?: string }).version))
    expect(await versionsOf("version:next")).toEqual(new Set(["next"]))
    expect(await versionsOf(["version:0.1.2"])).toEqual(new Set(["0.1.2"]))
    expect(await versionsOf([["version:next", "version:unversioned"]])).toEqual(new Set(["next", "unversioned"]))
    expect(await versionsOf(["version:-0.1.2", "language:en"])).toEqual(new Set(["next", "unversioned"]))
    expect((await search({ query: "configuration", facetFilters: ["type:lvl1"] })).hits.every((h) => h.type === "lvl1")).toBe(true)
  })

  it("highlights and snippets with the request's tags and lengths, unescaped", async () => {
    const { search } = setup()
    const { hits } = await search({
      query: "cargo",
      highlightPreTag: "__ais-highlight__",
      highlightPostTag: "__/ais-highlight__",
      attributesToSnippet: ["content:3", "hierarchy.lvl1:10"],
      snippetEllipsisText: "…",
    })
    const hit = hits.find((h) => h.type === "content")!
    expect(hit._highlightResult?.content).toEqual({
      value: "Compile the editor with __ais-highlight__Cargo__/ais-highlight__. The configuration file is read at startup.",
      matchLevel: "full",
      matchedWords: ["cargo"],
      fullyHighlighted: false,
    })
    expect(hit._snippetResult?.content).toEqual({ value: "…with __ais-highlight__Cargo__/ais-highlight__. The…", matchLevel: "full" })
    expect(hit._snippetResult?.hierarchy?.lvl1).toEqual({ value: "Installation", matchLevel: "none" })
    expect(hit._highlightResult?.hierarchy?.lvl0?.value).toBe("User Manual")
    // Null levels have no highlight entry.
    expect(hit._highlightResult?.hierarchy).not.toHaveProperty("lvl3")
  })

  it("highlights only the attributes asked for: none when the list is empty", async () => {
    const { search } = setup()
    const none = (await search({ query: "cargo", attributesToHighlight: [] })).hits
    expect(none.length).toBeGreaterThan(0)
    expect(none.every((hit) => Object.keys(hit._highlightResult ?? {}).length === 0)).toBe(true)
    expect(none.some((hit) => hit._snippetResult?.content?.value.includes("<em>Cargo</em>"))).toBe(true)
    const lvl1 = (await search({ query: "cargo", attributesToHighlight: ["hierarchy.lvl1"] })).hits[0]
    expect(Object.keys(lvl1._highlightResult?.hierarchy ?? {})).toEqual(["lvl1"])
    expect(lvl1._highlightResult).not.toHaveProperty("content")
  })

  it("snippets content to 10 words with <em> tags by default", async () => {
    const { search } = setup()
    const { hits } = await search({ query: "startup" })
    expect(hits[0]._snippetResult?.content?.value).toBe("…editor with Cargo. The configuration file is read at <em>startup</em>.")
  })

  it("pages through hits", async () => {
    const { search } = setup()
    const all = await search({ query: "rsvim", hitsPerPage: 100 })
    expect(all.nbHits).toBeGreaterThan(3)
    const second = await search({ query: "rsvim", hitsPerPage: 2, page: 1 })
    expect(second).toMatchObject({ page: 1, hitsPerPage: 2, nbHits: all.nbHits, nbPages: Math.ceil(all.nbHits / 2) })
    expect(urls(second.hits)).toEqual(urls(all.hits).slice(2, 4))
    expect((await search({ query: "rsvim", hitsPerPage: 2, page: 99 })).hits).toEqual([])
  })

  it("uses 20 hits per page by default and returns Algolia's response fields", async () => {
    const { search } = setup()
    const result = await search({ query: "rsvim", clickAnalytics: true })
    expect(result).toMatchObject({ hitsPerPage: 20, page: 0, query: "rsvim", index: "rsvim", exhaustiveNbHits: true })
    expect(result.queryID).toMatch(/^[0-9a-f]{32}$/)
    expect(result.params).toBe("query=rsvim&clickAnalytics=true")
    expect(typeof result.processingTimeMS).toBe("number")
    expect((await search({ query: "rsvim" })).queryID).toBeUndefined()
  })

  it("retrieves only the attributes asked for", async () => {
    const { search } = setup()
    const [hit] = (await search({ query: "rsvim", attributesToRetrieve: ["hierarchy.lvl0", "hierarchy.lvl1", "url", "type"] })).hits
    expect(Object.keys(hit).sort()).toEqual(["_highlightResult", "_snippetResult", "hierarchy", "objectID", "type", "url"])
  })

  it("accepts the v5 client's { requests } shape and URL-encoded params", async () => {
    const { client } = setup()
    const flat = await client.search({ requests: [{ indexName: "rsvim", query: "cargo", hitsPerPage: 1 }] })
    expect(flat.results[0].hits).toHaveLength(1)
    const encoded = await client.search([{ indexName: "rsvim", params: "query=cargo&hitsPerPage=1" }])
    expect(encoded.results[0]).toMatchObject({ hitsPerPage: 1, query: "cargo" })
  })

  it("rejects a failed fetch, then fetches again on the next query", async () => {
    const { host, search } = setup()
    host.failNext = 1
    await expect(search({ query: "rsvim" })).rejects.toThrow("Network request failed")
    await expect(search({ query: "rsvim" })).resolves.toMatchObject({ query: "rsvim" })
    expect(host.manifestFetches).toBe(2)
  })

  it("prefetches only the indexes a context reads, and a failed prefetch is retried by the next query", async () => {
    const { host, client, search } = setup()
    // Both heads fail; the manifest, asked whether those indexes exist, lists them.
    host.failNext = 2
    await expect(client.prefetch(contextual)).resolves.toBeUndefined()
    expect(host.indexFetches.sort()).toEqual(["0.1.2/head.json", "unversioned/head.json"])
    expect(host.manifestFetches).toBe(1)
    await client.prefetch(contextual)
    expect(host.indexFetches).toHaveLength(4)
    await search({ query: "rsvim", facetFilters: contextual })
    expect(host.indexFetches).toHaveLength(4)
    await expect(client.prefetch("not a filter")).resolves.toBeUndefined()
  })

  it("rejects a broken index file and retries it later", async () => {
    const host = createIndexHost()
    let broken = true
    const client = createLocalSearchClient({
      fetchManifest: host.fetchManifest,
      fetchIndex: async (file) => (broken ? "{not json" : host.fetchIndex(file)),
    })
    await expect(client.search([{ indexName: "rsvim", params: { query: "rsvim" } }])).rejects.toThrow()
    broken = false
    const { results } = await client.search([{ indexName: "rsvim", params: { query: "rsvim" } }])
    expect(results[0].nbHits).toBeGreaterThan(0)
  })

  it("after a missing index file (a redeploy behind an open tab) fetches the manifest again and recovers", async () => {
    const host = createIndexHost()
    const current = await host.fetchManifest()
    const stale = { indexes: Object.fromEntries(Object.entries(current.indexes).map(([version, file]) => [version, file.replace("head", "0ld0ld0ld0ld")])) }
    let manifests = 0
    const client = createLocalSearchClient({
      fetchManifest: async () => (manifests++ === 0 ? stale : current),
      fetchIndex: host.fetchIndex,
    })
    // An unfiltered query reads the manifest for the heads.
    const search = () => client.search([{ indexName: "rsvim", params: { query: "rsvim" } }])
    await expect(search()).rejects.toThrow(/404 .*0ld0ld0ld0ld/)
    const { results } = await search()
    expect(results[0].nbHits).toBeGreaterThan(0)
    expect(manifests).toBe(2)
  })

  it("after a missing shard (its head was replaced by a redeploy) fetches the heads again and recovers", async () => {
    const host = createIndexHost()
    // The first heads served name shards that are gone; the next ones are the new deploy's.
    const served = new Map<string, number>()
    const client = createLocalSearchClient({
      fetchManifest: host.fetchManifest,
      fetchIndex: async (file) => {
        const json = await host.fetchIndex(file)
        served.set(file, (served.get(file) ?? 0) + 1)
        return served.get(file) === 1 ? json.replace(/\/([ps])\.([0-9a-f]{12})\.json/g, "/$1.gone$2.json") : json
      },
      fetchShard: host.fetchShard,
      loadWholeIndexBytes: 0,
    })
    const search = () => client.search([{ indexName: "rsvim", params: { query: "rsvim", facetFilters: contextual } }])
    await expect(search()).rejects.toThrow(/gone/)
    const { results } = await search()
    expect(results[0].nbHits).toBeGreaterThan(0)
    expect(served.get("0.1.2/head.json")).toBe(2)
    // The modal's prefetch on reopening goes the same way: a prefetch after the failure reads the heads anew.
    await client.prefetch(contextual)
    expect(served.get("0.1.2/head.json")).toBe(2)
  })

  it("rejects malformed requests with a TypeError", async () => {
    const { client } = setup()
    await expect(client.search(undefined)).rejects.toThrow(TypeError)
    await expect(client.search({ query: "x" })).rejects.toThrow(TypeError)
    await expect(client.search([null])).rejects.toThrow(TypeError)
    await expect(client.search([{ params: { query: "x" } }])).rejects.toThrow(/indexName/)
    await expect(client.search([{ indexName: "rsvim", params: 42 }])).rejects.toThrow(TypeError)
    await expect(client.search([{ indexName: "rsvim", params: { query: "x", facetFilters: [1] } }])).rejects.toThrow(TypeError)
    await expect(client.search([{ indexName: "rsvim", params: { query: "x", filters: "version:next" } }])).rejects.toThrow(
      /facetFilters/,
    )
  })

  it("tolerates odd but harmless parameters", async () => {
    const { search } = setup()
    const result = await search({ query: "rsvim", page: -3, hitsPerPage: "abc", filters: "", tagFilters: [], facets: [] })
    expect(result).toMatchObject({ page: 0, hitsPerPage: 20 })
  })

  it("answers several queries in one call, in order", async () => {
    const { client } = setup()
    const { results } = await client.search([
      { indexName: "rsvim", params: { query: "cargo" } },
      { indexName: "rsvim", params: { query: "" } },
      { indexName: "other", params: { query: "motivation" } },
    ])
    expect(results.map((r) => [r.index, r.query, r.nbHits > 0])).toEqual([
      ["rsvim", "cargo", true],
      ["rsvim", "", false],
      ["other", "motivation", true],
    ])
  })
})

describe("createLocalSearchClient queries", () => {
  it("ignores stop words, so questions find pages", async () => {
    const { search } = setup()
    const { hits } = await search({ query: "how to install", facetFilters: contextual })
    expect(hits[0].url).toBe("/docs/manual/installation")
    expect(hits[0]._highlightResult?.hierarchy?.lvl1?.value).toBe("<em>Install</em>ation")
  })
})
