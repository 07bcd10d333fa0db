import { afterEach, describe, expect, it } from "vitest"
import { algoliaTimeouts, createAlgoliaSearchClient, parseHosts } from "../../../../src/search/clients/createAlgoliaSearchClient"
import { searchParameters } from "../../../../src/search/searchParameters"
import { closedPort, startFakeAlgolia, type FakeAlgolia } from "../../helpers/fakeAlgoliaServer"
import type { StorageLike } from "../../../../src/theme/storageSlot"

/** A localStorage stand-in that outlives clients, as the real one outlives page loads. */
function memoryStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>()
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  }
}

const hostsKey = "rsvim.search.algolia-hosts.TESTAPP"

const servers: FakeAlgolia[] = []

async function server(...args: Parameters<typeof startFakeAlgolia>) {
  const fake = await startFakeAlgolia(...args)
  servers.push(fake)
  return fake
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((fake) => fake.close()))
})

/** The request the modal sends: InstantSearch's query and page over the modal's parameters. */
function modalRequest(query: string) {
  return {
    indexName: "rsvim",
    params: {
      ...searchParameters({ searchContext: { version: "0.1.2" }, snippetWords: 10, clickAnalytics: true }),
      query,
      page: 0,
    },
  }
}

function client(hosts: string, storage: StorageLike | null = null) {
  return createAlgoliaSearchClient({ appId: "TESTAPP", apiKey: "search-key", hosts, storage })
}

async function timed<T>(work: Promise<T>): Promise<{ value: T; ms: number }> {
  const started = Date.now()
  const value = await work
  return { value, ms: Date.now() - started }
}

describe("createAlgoliaSearchClient", () => {
  it("POSTs the multi-query with credentials in query parameters and DocSearch's parameters", async () => {
    const fake = await server()
    const { results } = await client(fake.host).search([modalRequest("install")])

    expect(fake.requests).toHaveLength(1)
    const [request] = fake.requests
    expect(request.method).toBe("POST")
    expect(request.path).toBe("/1/indexes/*/queries")
    expect(request.query.get("x-algolia-application-id")).toBe("TESTAPP")
    expect(request.query.get("x-algolia-api-key")).toBe("search-key")
    expect(request.headers["x-algolia-api-key"]).toBeUndefined()
    expect(request.body).toEqual({
      requests: [
        {
          indexName: "rsvim",
          query: "install",
          attributesToRetrieve: [
            "hierarchy.lvl0",
            "hierarchy.lvl1",
            "hierarchy.lvl2",
            "hierarchy.lvl3",
            "hierarchy.lvl4",
            "hierarchy.lvl5",
            "hierarchy.lvl6",
            "content",
            "type",
            "url",
          ],
          attributesToSnippet: [
            "hierarchy.lvl1:10",
            "hierarchy.lvl2:10",
            "hierarchy.lvl3:10",
            "hierarchy.lvl4:10",
            "hierarchy.lvl5:10",
            "hierarchy.lvl6:10",
            "content:10",
          ],
          attributesToHighlight: [],
          snippetEllipsisText: "…",
          highlightPreTag: "__rsvim-mark__",
          highlightPostTag: "__/rsvim-mark__",
          hitsPerPage: 20,
          clickAnalytics: true,
          facetFilters: ["language:en", ["version:0.1.2", "version:unversioned"]],
          page: 0,
        },
      ],
    })
    expect(results[0]).toMatchObject({ nbHits: 1, queryID: "0123456789abcdef0123456789abcdef" })
    expect((results[0] as { hits: { url: string }[] }).hits[0].url).toBe("/docs/manual/installation")
  })

  it("uses the spec's timeouts", () => {
    expect(algoliaTimeouts).toEqual({ connect: 1000, read: 2000, write: 30000 })
    expect(client("127.0.0.1:1").transporter.timeouts).toEqual(algoliaTimeouts)
  })

  it("falls back to the next host when one refuses connections", async () => {
    const fake = await server()
    const { results } = await client(`127.0.0.1:${await closedPort()},${fake.host}`).search([modalRequest("install")])
    expect(results[0]).toMatchObject({ nbHits: 1 })
    expect(fake.requests).toHaveLength(1)
  })

  it("falls back after the connect timeout when a host does not answer", async () => {
    const silent = await server({ kind: "stall" })
    const fake = await server()
    const started = Date.now()
    const { results } = await client(`${silent.host},${fake.host}`).search([modalRequest("install")])
    const elapsed = Date.now() - started
    expect(results[0]).toMatchObject({ nbHits: 1 })
    expect(elapsed).toBeGreaterThanOrEqual(900)
    expect(elapsed).toBeLessThan(1900)
  })

  it("falls back after the read timeout when a response stalls", async () => {
    const stalled = await server({ kind: "stallBody" })
    const fake = await server()
    const started = Date.now()
    const { results } = await client(`${stalled.host},${fake.host}`).search([modalRequest("install")])
    const elapsed = Date.now() - started
    expect(results[0]).toMatchObject({ nbHits: 1 })
    expect(elapsed).toBeGreaterThanOrEqual(1900)
    expect(elapsed).toBeLessThan(3500)
  }, 10_000)

  it("retries server errors on the next host but not client errors", async () => {
    const broken = await server({ kind: "status", status: 503, message: "Service unavailable" })
    const fake = await server()
    const { results } = await client(`${broken.host},${fake.host}`).search([modalRequest("install")])
    expect(results[0]).toMatchObject({ nbHits: 1 })
    expect(broken.requests).toHaveLength(1)
    expect(fake.requests).toHaveLength(1)

    const forbidden = await server({ kind: "status", status: 403, message: "Invalid Application-ID or API key" })
    const spare = await server()
    const error = await client(`${forbidden.host},${spare.host}`)
      .search([modalRequest("install")])
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ name: "ApiError", message: "Invalid Application-ID or API key", status: 403 })
    expect(spare.requests).toHaveLength(0)
  })

  it("fails with the retry error when every host is down", async () => {
    const hosts = `127.0.0.1:${await closedPort()},127.0.0.1:${await closedPort()}`
    await expect(client(hosts).search([modalRequest("install")])).rejects.toMatchObject({
      name: "RetryError",
      message: expect.stringMatching(/^Unreachable hosts/),
    })
  })

  it("remembers a down host and skips it on the next query", async () => {
    const fake = await server()
    const search = client(`127.0.0.1:${await closedPort()},${fake.host}`)
    await search.search([modalRequest("one")])
    const started = Date.now()
    await search.search([modalRequest("two")])
    expect(Date.now() - started).toBeLessThan(500)
    expect(fake.requests).toHaveLength(2)
  })

  it("skips a host that hung for the next query and after a reload, with one stored entry per host", async () => {
    const storage = memoryStorage()
    const silent = await server({ kind: "stall" })
    const fake = await server()
    const hosts = `${silent.host},${fake.host}`
    const first = client(hosts, storage)
    expect((await timed(first.search([modalRequest("one")]))).ms).toBeGreaterThanOrEqual(900)
    expect((await timed(first.search([modalRequest("two")]))).ms).toBeLessThan(400)
    // A reload: a new client, the same localStorage.
    const reloaded = client(hosts, storage)
    expect((await timed(reloaded.search([modalRequest("three")]))).ms).toBeLessThan(400)
    expect(silent.requests).toHaveLength(1)
    expect(fake.requests).toHaveLength(3)
    expect(Object.keys(JSON.parse(storage.data.get(hostsKey)!))).toEqual([`http://${silent.host}`])
  }, 10_000)

  it("tries a failed host again after the 2-minute window", async () => {
    const storage = memoryStorage()
    const primary = await server()
    const spare = await server()
    const failedAgo = (ms: number) => storage.setItem(hostsKey, JSON.stringify({ [`http://${primary.host}`]: { status: "down", at: Date.now() - ms } }))
    failedAgo(60_000)
    await client(`${primary.host},${spare.host}`, storage).search([modalRequest("one")])
    expect([primary.requests.length, spare.requests.length]).toEqual([0, 1])
    failedAgo(121_000)
    await client(`${primary.host},${spare.host}`, storage).search([modalRequest("two")])
    expect([primary.requests.length, spare.requests.length]).toEqual([1, 1])
    // The expired entry is gone from storage.
    expect(storage.data.get(hostsKey) ?? "{}").not.toContain(primary.host)
  })

  it("reaches the error within the spec's timeouts when every host hangs: 1 s per host, not 1 + 4 + 5 + 6 s", async () => {
    const silent = await Promise.all([1, 2, 3, 4].map(() => server({ kind: "stall" })))
    const search = client(silent.map((fake) => fake.host).join(","), memoryStorage())
    const started = Date.now()
    const error = await search.search([modalRequest("one")]).catch((e: unknown) => e)
    const elapsed = Date.now() - started
    expect(error).toMatchObject({ name: "RetryError" })
    expect(elapsed).toBeGreaterThanOrEqual(3_900)
    expect(elapsed).toBeLessThan(5_500)
    // Every host is remembered as timed out; the next query still tries them (none is known to work), no slower.
    const again = await timed(search.search([modalRequest("two")]).catch(() => undefined))
    expect(again.ms).toBeLessThan(5_500)
  }, 30_000)

  it("reports a 500 with a JSON message as that message and status, also when another host is unreachable", async () => {
    const broken = await server({ kind: "status", status: 500, message: "Internal error: index is being rebuilt" })
    const error = await client(`${broken.host},127.0.0.1:${await closedPort()}`)
      .search([modalRequest("install")])
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ name: "ApiError", message: "Internal error: index is being rebuilt", status: 500 })
  })

  it("fails with a deserialization error on a body that is not JSON", async () => {
    const fake = await server({ kind: "badJson" })
    await expect(client(fake.host).search([modalRequest("install")])).rejects.toMatchObject({ name: "DeserializationError" })
  })

  it("throws the client's own messages when credentials are missing", () => {
    expect(() => createAlgoliaSearchClient({ appId: undefined, apiKey: "key" })).toThrow("`appId` is missing.")
    expect(() => createAlgoliaSearchClient({ appId: "", apiKey: "key" })).toThrow("`appId` is missing.")
    expect(() => createAlgoliaSearchClient({ appId: "APP", apiKey: undefined })).toThrow("`apiKey` is missing.")
  })
})

describe("parseHosts", () => {
  it("reads host lists with optional scheme and port", () => {
    expect(parseHosts("127.0.0.1:8080, https://search.example.com ,localhost,example.org:8443")).toEqual([
      { url: "127.0.0.1", port: 8080, protocol: "http", accept: "readWrite" },
      { url: "search.example.com", protocol: "https", accept: "readWrite" },
      { url: "localhost", protocol: "http", accept: "readWrite" },
      { url: "example.org", port: 8443, protocol: "https", accept: "readWrite" },
    ])
    expect(parseHosts("http://10.0.0.2:7700")).toEqual([{ url: "10.0.0.2", port: 7700, protocol: "http", accept: "readWrite" }])
    expect(parseHosts("")).toEqual([])
  })
})
