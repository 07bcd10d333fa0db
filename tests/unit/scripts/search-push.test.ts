import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { afterEach, describe, expect, it } from "vitest"
import { algoliasearch } from "algoliasearch"
import { PushError, parseHostList, pushRecords, readBuildOutput, readPushConfig } from "../../../scripts/search-push.mjs"
import { writeSearchIndexes } from "../../../src/node/search/writeSearchIndexes"
import { corpus } from "../helpers/corpus"
import { startFakeAlgolia, type FakeAlgolia, type RecordedRequest } from "../helpers/fakeAlgoliaServer"

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()))
})

/** A fake Algolia that accepts index operations and says every task is published. */
async function fakeIndexApi(failBatch = false): Promise<FakeAlgolia> {
  const fake = await startFakeAlgolia()
  cleanups.push(() => fake.close())
  let task = 0
  fake.handle = (request: RecordedRequest) => {
    if (request.method === "GET" && /\/task\/\d+$/.test(request.path)) return { status: "published", pendingTask: false }
    if (request.method === "POST" && request.path.endsWith("/batch") && failBatch) return undefined
    if (request.method === "DELETE") return { taskID: ++task, deletedAt: "2025-01-01T00:00:00Z" }
    return { taskID: ++task, updatedAt: "2025-01-01T00:00:00Z", objectIDs: [] }
  }
  return fake
}

function output() {
  const lines: string[] = []
  return { lines, stream: { isTTY: false, write: (text: string) => lines.push(text.trim()) } }
}

describe("search:push", () => {
  it("names every missing environment variable", () => {
    expect(() => readPushConfig({})).toThrow(PushError)
    expect(() => readPushConfig({ GATSBY_ALGOLIA_APP_ID: "APP" })).toThrow(/ALGOLIA_ADMIN_API_KEY[\s\S]*ALGOLIA_INDEX_NAME/)
    expect(readPushConfig({ GATSBY_ALGOLIA_APP_ID: "APP", ALGOLIA_ADMIN_API_KEY: "admin", GATSBY_ALGOLIA_INDEX_NAME: "rsvim" })).toEqual({
      appId: "APP",
      adminKey: "admin",
      indexName: "rsvim",
      hosts: undefined,
    })
    expect(parseHostList("127.0.0.1:9000,https://x.example")).toEqual([
      { url: "127.0.0.1", accept: "readWrite", protocol: "http", port: 9000 },
      { url: "x.example", accept: "readWrite", protocol: "https" },
    ])
  })

  it("asks for a build when the records are missing", async () => {
    await expect(readBuildOutput("/nonexistent/search")).rejects.toThrow(/npm run build/)
  })

  it("uploads settings and records in batches to a temporary index, then swaps it in", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "rsvim-push-"))
    cleanups.push(() => rm(dir, { recursive: true, force: true }))
    await writeSearchIndexes({ records: corpus(), publicDir: dir })
    const { records, settings } = await readBuildOutput(path.join(dir, "search"))

    const fake = await fakeIndexApi()
    const client = algoliasearch("APP", "admin-key", { hosts: parseHostList(fake.host) })
    const { lines, stream } = output()
    await pushRecords({ client, indexName: "rsvim", records, settings, batchSize: 10, output: stream })

    const calls = fake.requests.filter((r) => r.method !== "GET").map((r) => `${r.method} ${r.path.replace(/_tmp_\d+/, "_tmp")}`)
    const batches = Math.ceil(records.length / 10)
    expect(calls).toEqual([
      "POST /1/indexes/rsvim/operation",
      "PUT /1/indexes/rsvim_tmp/settings",
      ...Array(batches).fill("POST /1/indexes/rsvim_tmp/batch"),
      "POST /1/indexes/rsvim_tmp/operation",
    ])
    const [copy, settingsCall] = fake.requests.filter((r) => r.method !== "GET")
    expect(copy.body).toMatchObject({ operation: "copy", scope: ["settings", "synonyms", "rules"] })
    expect(settingsCall.body).toMatchObject({ distinct: true, attributeForDistinct: "url" })
    const move = fake.requests.filter((r) => r.method === "POST").at(-1)!
    expect(move.body).toEqual({ operation: "move", destination: "rsvim" })
    const uploaded = fake.requests
      .filter((r) => r.path.endsWith("/batch"))
      .flatMap((r) => (r.body as { requests: { action: string; body: { objectID: string } }[] }).requests)
    expect(uploaded.map((r) => r.body.objectID)).toEqual(records.map((r) => r.objectID))
    expect(uploaded.every((r) => r.action === "addObject")).toBe(true)
    expect(fake.requests[0].headers["x-algolia-api-key"]).toBe("admin-key")
    expect(lines).toContain(`Uploaded ${records.length}/${records.length} records (100%)`)
    expect(lines.at(-1)).toBe(`Pushed ${records.length} records to rsvim.`)
  })

  it("leaves the live index alone and removes the temporary one when an upload fails", async () => {
    const fake = await fakeIndexApi(true)
    const client = algoliasearch("APP", "admin-key", { hosts: parseHostList(fake.host) })
    const { lines, stream } = output()
    await expect(
      pushRecords({ client, indexName: "rsvim", records: corpus(), settings: {}, output: stream }),
    ).rejects.toMatchObject({ status: 404 })
    const calls = fake.requests.filter((r) => r.method !== "GET").map((r) => `${r.method} ${r.path.replace(/_tmp_\d+/, "_tmp")}`)
    expect(calls.at(-1)).toBe("DELETE /1/indexes/rsvim_tmp")
    expect(calls).not.toContain("POST /1/indexes/rsvim_tmp/operation")
    expect(lines.at(-1)).toBe("Push failed; rsvim was not changed.")
  })
})
