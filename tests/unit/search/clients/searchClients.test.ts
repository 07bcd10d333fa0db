import { afterEach, describe, expect, it, vi } from "vitest"
import { createDeferredSearchClient, readSearchEnvironment, selectSearchBackend } from "../../../../src/search/clients/index"
import { searchesLocally } from "../../../../src/search/clients/earlyLoad"
import { createAlgoliaSearchClient } from "../../../../src/search/clients/createAlgoliaSearchClient"
import type { SearchClientLike } from "../../../../src/search/clients/searchProtocol"
import { contextualFacetFilters } from "../../../../src/search/searchParameters"
import { startFakeAlgolia, type FakeAlgolia } from "../../helpers/fakeAlgoliaServer"

describe("selectSearchBackend", () => {
  it("uses the embedded engine when nothing is configured", () => {
    expect(selectSearchBackend({})).toEqual({ kind: "local", indexName: "rsvim" })
    expect(selectSearchBackend({ appId: "", apiKey: "", indexName: "" })).toEqual({ kind: "local", indexName: "rsvim" })
  })

  it("uses Algolia as soon as any of the three is set", () => {
    expect(selectSearchBackend({ appId: "APP", apiKey: "KEY", indexName: "docs", hosts: "127.0.0.1:1" })).toEqual({
      kind: "algolia",
      appId: "APP",
      apiKey: "KEY",
      indexName: "docs",
      hosts: "127.0.0.1:1",
    })
    expect(selectSearchBackend({ indexName: "docs" })).toMatchObject({ kind: "algolia", indexName: "docs" })
    expect(selectSearchBackend({ appId: "APP" })).toMatchObject({ kind: "algolia", indexName: "rsvim" })
  })

  it("agrees with the search button's early loads on this build's backend", () => {
    expect(searchesLocally).toBe(selectSearchBackend(readSearchEnvironment()).kind === "local")
  })
})

describe("createDeferredSearchClient", () => {
  const servers: FakeAlgolia[] = []
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => s.close()))
  })

  const fakeClient = (): SearchClientLike => ({
    search: vi.fn(async (requests: unknown) => ({ results: (requests as unknown[]).map(() => ({ hits: [] })) }) as never),
  })

  it("answers empty queries without loading the backend", async () => {
    const load = vi.fn(async () => fakeClient())
    const client = createDeferredSearchClient(load)
    const { results } = await client.search([{ indexName: "rsvim", params: { query: "", hitsPerPage: 20 } }])
    expect(results).toEqual([expect.objectContaining({ hits: [], nbHits: 0, hitsPerPage: 20, index: "rsvim" })])
    expect(load).not.toHaveBeenCalled()
  })

  it("loads the backend once, on the first real query", async () => {
    const backend = fakeClient()
    const load = vi.fn(async () => backend)
    const client = createDeferredSearchClient(load)
    const requests = [{ indexName: "rsvim", params: { query: "buf" } }]
    await client.search(requests)
    await client.search(requests)
    expect(load).toHaveBeenCalledTimes(1)
    expect(backend.search).toHaveBeenCalledWith(requests)
  })

  it("tries loading again after a failure", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("chunk failed")).mockResolvedValue(fakeClient())
    const client = createDeferredSearchClient(load)
    const requests = [{ indexName: "rsvim", params: { query: "buf" } }]
    await expect(client.search(requests)).rejects.toThrow("chunk failed")
    await expect(client.search(requests)).resolves.toEqual({ results: [{ hits: [] }] })
  })

  it("preloads the backend and hands it the facet filters to prefetch, swallowing failures", async () => {
    const backend = { ...fakeClient(), prefetch: vi.fn(async () => {}) }
    const load = vi.fn().mockRejectedValueOnce(new Error("chunk failed")).mockResolvedValue(backend)
    const client = createDeferredSearchClient(load)
    client.preload(["version:next"])
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1))
    client.preload(["version:next"])
    await vi.waitFor(() => expect(backend.prefetch).toHaveBeenCalledWith(["version:next"]))
    expect(load).toHaveBeenCalledTimes(2)
  })

  it("surfaces the Algolia client's error for a half configuration", async () => {
    const client = createDeferredSearchClient(async () => createAlgoliaSearchClient({ appId: undefined, apiKey: "KEY" }) as never)
    await expect(client.search([{ indexName: "rsvim", params: { query: "buf" } }])).rejects.toThrow("`appId` is missing.")
  })

  it("does not call the hosted service for an empty query", async () => {
    const fake = await startFakeAlgolia()
    servers.push(fake)
    const client = createDeferredSearchClient(
      async () => createAlgoliaSearchClient({ appId: "APP", apiKey: "KEY", hosts: fake.host }) as never,
    )
    await client.search([{ indexName: "rsvim", params: { query: "" } }])
    expect(fake.requests).toHaveLength(0)
    const { results } = await client.search([
      { indexName: "rsvim", params: { query: "install", facetFilters: contextualFacetFilters({ version: "next" }) } },
    ])
    expect(results[0].nbHits).toBe(1)
    expect(fake.requests).toHaveLength(1)
  })

  it.each([
    ["no results", { results: [] }],
    ["no results list", {}],
    ["a result without hits", { results: [{ nbHits: 3 }] }],
  ])("rejects an answer with %s, so the modal shows its error screen", async (_, answer) => {
    const client = createDeferredSearchClient(async () => ({ search: async () => answer as never }))
    await expect(client.search([{ indexName: "rsvim", params: { query: "buf" } }])).rejects.toThrow(/^The search service answered/)
  })

  it("rejects Algolia's {\"results\":[]} with the reason, and a 500 with the server's message and status", async () => {
    const empty = await startFakeAlgolia({ kind: "json", status: 200, body: { results: [] } })
    const broken = await startFakeAlgolia({ kind: "status", status: 500, message: "Index rsvim is being rebuilt" })
    servers.push(empty, broken)
    const query = [{ indexName: "rsvim", params: { query: "buf" } }]
    const hosted = (host: string) =>
      createDeferredSearchClient(async () => createAlgoliaSearchClient({ appId: "APP", apiKey: "KEY", hosts: host, storage: null }) as never)
    await expect(hosted(empty.host).search(query)).rejects.toThrow("The search service answered 0 results for 1 query.")
    await expect(hosted(broken.host).search(query)).rejects.toMatchObject({ name: "ApiError", message: "Index rsvim is being rebuilt", status: 500 })
  })
})
