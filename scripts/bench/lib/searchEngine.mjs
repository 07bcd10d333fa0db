/**
 * The embedded search engine outside the browser: the site's own
 * createLocalSearchClient (src/search, imported as TypeScript, so run under
 * tsx) over the built index files, asked what the modal asks. Gives, per docs
 * version, the cost of loading its indexes (JSON parse of the heads, the dictionary into a radix tree,
 * the main-thread work when the modal opens) and query latency without React;
 * the in-page figures come from scripts/bench/search.mjs. Used by the
 * benchmark and by the scaling runs to see how cost grows with the corpus.
 * Each sample is the smaller of wall time (which other processes inflate)
 * and this process's CPU time (which V8's helper threads inflate): an upper
 * bound of the main thread's work that neither distorts. Wall time is kept too.
 */
import fs from "node:fs"
import path from "node:path"
import { pathToFileURL } from "node:url"
import { gzipSync } from "node:zlib"
import { percentile, round } from "./format.mjs"
import { searchQueries } from "./searchQueries.mjs"

const summarize = (samples) => ({
  samples: samples.length,
  p50: round(percentile(samples, 50), 2),
  p95: round(percentile(samples, 95), 2),
  max: round(samples.length ? Math.max(...samples) : null, 2),
})

/**
 * Each index of public/search: records, and raw and gzip bytes (level 6, as the server sends it) of its
 * head and shards together (a small index's whole file, the same shards again, aside), and of its head alone.
 */
export function searchIndexSizes(publicDir) {
  const manifestFile = path.join(publicDir, "search/manifest.json")
  if (!fs.existsSync(manifestFile)) return null
  const { indexes } = JSON.parse(fs.readFileSync(manifestFile, "utf8"))
  return Object.entries(indexes).map(([name, file]) => {
    const body = fs.readFileSync(path.join(publicDir, "search", file))
    let records = null
    let shards = []
    try {
      const head = JSON.parse(body.toString("utf8"))
      records = head.documentCount ?? null
      shards = [...(head.postings ?? []), ...(head.stores ?? [])]
    } catch {
      // Not a MiniSearch index: its size is still reported, without a record count.
    }
    const size = { raw: body.length, gzip: gzipSync(body, { level: 6 }).length }
    const head = { ...size }
    for (const shard of shards) {
      const bytes = fs.readFileSync(path.join(publicDir, "search", shard))
      size.raw += bytes.length
      size.gzip += gzipSync(bytes, { level: 6 }).length
    }
    return { name, file, records, ...size, shards: shards.length, head }
  })
}

const cpuMs = ({ user, system }) => (user + system) / 1000

export async function measureSearchEngine({ projectDir = process.cwd(), publicDir = path.join(projectDir, "public"), runs = 5, loads = 3 }) {
  const sizes = searchIndexSizes(publicDir)
  if (!sizes) return { error: "no public/search/manifest.json in the build" }
  const from = (file) => import(pathToFileURL(path.join(projectDir, file)).href)
  let modules
  try {
    modules = await Promise.all([
      from("src/search/clients/createLocalSearchClient.ts"),
      from("src/search/searchParameters.ts"),
      from("src/shared/search/constants.ts"),
    ])
  } catch (error) {
    return { sizes, error: `cannot load the search engine from src/search (${error.message.split("\n")[0]}); run under tsx` }
  }
  const [{ createLocalSearchClient }, { searchParameters }, { LOCAL_INDEX_NAME, UNVERSIONED }] = modules
  const manifest = JSON.parse(fs.readFileSync(path.join(publicDir, "search/manifest.json"), "utf8"))
  const newClient = () =>
    createLocalSearchClient({
      fetchManifest: async () => manifest,
      fetchIndex: async (file) => fs.readFileSync(path.join(publicDir, "search", file), "utf8"),
    })
  const versions = Object.keys(manifest.indexes).filter((name) => name !== UNVERSIONED)
  const results = []
  for (const version of versions) {
    const params = searchParameters({ searchContext: { version }, snippetWords: 10, clickAnalytics: false })
    const ask = (client, query) => client.search([{ indexName: LOCAL_INDEX_NAME, params: { ...params, query } }])
    const loadSamples = []
    const loadWall = []
    let client
    for (let load = 0; load < loads; load++) {
      client = newClient()
      const started = performance.now()
      const cpu = process.cpuUsage()
      await ask(client, "buffer") // the first real query loads this version's index and the unversioned one
      const wall = performance.now() - started
      loadWall.push(wall)
      loadSamples.push(Math.min(wall, cpuMs(process.cpuUsage(cpu))))
    }
    for (const query of Object.values(searchQueries).flat()) await ask(client, query) // JIT warm-up
    const categories = {}
    const all = []
    const allWall = []
    const hits = {}
    for (const [category, list] of Object.entries(searchQueries)) {
      const samples = []
      const wallSamples = []
      for (const query of list) {
        for (let run = 0; run < runs; run++) {
          const started = performance.now()
          const cpu = process.cpuUsage()
          const { results: [answer] } = await ask(client, query)
          const wall = performance.now() - started
          wallSamples.push(wall)
          samples.push(Math.min(wall, cpuMs(process.cpuUsage(cpu))))
          hits[query] = answer.nbHits
        }
      }
      categories[category] = { ...summarize(samples), wall: summarize(wallSamples) }
      all.push(...samples)
      allWall.push(...wallSamples)
    }
    results.push({
      version,
      firstQueryWithLoad: { ...summarize(loadSamples), wall: summarize(loadWall) },
      categories,
      all: { ...summarize(all), wall: summarize(allWall) },
      hits,
    })
  }
  return { sizes, runs, versions: results }
}
