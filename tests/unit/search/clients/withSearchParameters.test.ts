import { describe, expect, it, vi } from "vitest"
import { withSearchParameters } from "../../../../src/search/clients/withSearchParameters"
import type { SearchClientLike } from "../../../../src/search/clients/searchProtocol"

function recordingClient() {
  const search = vi.fn(async (requests: unknown) => ({ results: (requests as unknown[]).map(() => ({ hits: [] })) }) as never)
  return { search, preload: vi.fn(), appId: "APP" } satisfies SearchClientLike & Record<string, unknown>
}

describe("withSearchParameters", () => {
  it("sends every request with the parameters under the request's own", async () => {
    const inner = recordingClient()
    const client = withSearchParameters(inner, { hitsPerPage: 20, query: "ignored", facetFilters: ["version:next"] })
    await client.search([
      { indexName: "rsvim", params: { query: "buffer", page: 1 } },
      { indexName: "other", params: { query: "x", hitsPerPage: 5 } },
    ])
    expect(inner.search).toHaveBeenCalledWith([
      { indexName: "rsvim", params: { hitsPerPage: 20, query: "buffer", facetFilters: ["version:next"], page: 1 } },
      { indexName: "other", params: { hitsPerPage: 5, query: "x", facetFilters: ["version:next"] } },
    ])
  })

  it("reads the flattened { requests } form and Algolia's URL-encoded params alike", async () => {
    const inner = recordingClient()
    await withSearchParameters(inner, { hitsPerPage: 20 }).search({ requests: [{ indexName: "rsvim", query: "tab" }] })
    await withSearchParameters(inner, { hitsPerPage: 20 }).search([{ indexName: "rsvim", params: "query=tab&page=2" }])
    expect(inner.search.mock.calls.map(([requests]) => requests)).toEqual([
      [{ indexName: "rsvim", params: { hitsPerPage: 20, query: "tab" } }],
      [{ indexName: "rsvim", params: { hitsPerPage: 20, query: "tab", page: 2 } }],
    ])
  })

  it("keeps the rest of the client (preload, the credentials the insights middleware reads)", () => {
    const inner = recordingClient()
    const client = withSearchParameters(inner, {})
    expect(client.appId).toBe("APP")
    client.preload("x")
    expect(inner.preload).toHaveBeenCalledWith("x")
  })
})
