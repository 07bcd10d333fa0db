#!/usr/bin/env node
/**
 * npm run search:push — uploads the search records of the last build
 * (public/search/records.json) and the index settings written beside them
 * (public/search/algolia-settings.json) to the hosted Algolia index.
 *
 * The swap is atomic, the way the client's replaceAllObjects does it, with a
 * progress display: copy the live index's settings, synonyms and rules to a
 * temporary index, apply our settings there, upload the records in batches,
 * then move the temporary index over the live one. Readers never see a half
 * uploaded index; a failure leaves the live index untouched.
 *
 * Environment: ALGOLIA_APP_ID (or GATSBY_ALGOLIA_APP_ID), ALGOLIA_ADMIN_API_KEY,
 * ALGOLIA_INDEX_NAME (or GATSBY_ALGOLIA_INDEX_NAME); ALGOLIA_HOSTS to use other
 * hosts (`127.0.0.1:8080,...`).
 */
import { readFile } from "node:fs/promises"
import path from "node:path"
import { pathToFileURL } from "node:url"
import { handleUsage } from "./lib/usage.mjs"

export const BATCH_SIZE = 1000

export class PushError extends Error {}

/** The settings for the push, or a PushError naming every missing variable. */
export function readPushConfig(env) {
  const appId = env.ALGOLIA_APP_ID || env.GATSBY_ALGOLIA_APP_ID
  const adminKey = env.ALGOLIA_ADMIN_API_KEY
  const indexName = env.ALGOLIA_INDEX_NAME || env.GATSBY_ALGOLIA_INDEX_NAME
  const missing = [
    !appId && "ALGOLIA_APP_ID (or GATSBY_ALGOLIA_APP_ID)",
    !adminKey && "ALGOLIA_ADMIN_API_KEY (an admin key, never the search-only one)",
    !indexName && "ALGOLIA_INDEX_NAME (or GATSBY_ALGOLIA_INDEX_NAME)",
  ].filter(Boolean)
  if (missing.length > 0) {
    throw new PushError(`Cannot push the search index; set these environment variables:\n  - ${missing.join("\n  - ")}`)
  }
  return { appId, adminKey, indexName, hosts: env.ALGOLIA_HOSTS || undefined }
}

/** Hosts in the same `host[:port]` / `scheme://host[:port]` form the site's client takes. */
export function parseHostList(list) {
  return list
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const url = new URL(/^[a-z]+:\/\//i.test(entry) ? entry : `http://${entry}`)
      const loopback = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/.test(url.hostname)
      const protocol = /^[a-z]+:\/\//i.test(entry) ? url.protocol.slice(0, -1) : loopback ? "http" : "https"
      return { url: url.hostname, accept: "readWrite", protocol, ...(url.port ? { port: Number(url.port) } : {}) }
    })
}

export async function readBuildOutput(dir) {
  const read = async (file) => {
    const location = path.join(dir, file)
    try {
      return JSON.parse(await readFile(location, "utf8"))
    } catch (error) {
      throw new PushError(`Cannot read ${location} (${error.code ?? error.message}). Run \`npm run build\` first.`)
    }
  }
  const records = await read("records.json")
  const settings = await read("algolia-settings.json")
  if (!Array.isArray(records) || records.some((r) => !r || typeof r.objectID !== "string" || typeof r.url !== "string")) {
    throw new PushError(`${path.join(dir, "records.json")} is not a list of search records.`)
  }
  if (records.length === 0) throw new PushError("There are no search records to push; the live index is left as it is.")
  return { records, settings }
}

function createProgress(stream) {
  let last = ""
  return {
    update(text) {
      if (stream.isTTY) stream.write(`\r${text.padEnd(last.length)}`)
      else stream.write(`${text}\n`)
      last = text
    },
    done(text) {
      if (stream.isTTY) stream.write(`\r${text.padEnd(last.length)}\n`)
      else stream.write(`${text}\n`)
      last = ""
    },
  }
}

/** Replaces the whole index with `records` and `settings`, atomically. */
export async function pushRecords({ client, indexName, records, settings, batchSize = BATCH_SIZE, output = process.stdout }) {
  const progress = createProgress(output)
  const temporary = `${indexName}_tmp_${Date.now()}`
  const wait = (name, response) => client.waitForTask({ indexName: name, taskID: response.taskID })
  try {
    progress.update(`Preparing ${temporary} from ${indexName}…`)
    await wait(
      temporary,
      await client.operationIndex({
        indexName,
        operationIndexParams: { operation: "copy", destination: temporary, scope: ["settings", "synonyms", "rules"] },
      }),
    )
    await wait(temporary, await client.setSettings({ indexName: temporary, indexSettings: settings }))

    for (let start = 0; start < records.length; start += batchSize) {
      const chunk = records.slice(start, start + batchSize)
      const response = await client.batch({
        indexName: temporary,
        batchWriteParams: { requests: chunk.map((body) => ({ action: "addObject", body })) },
      })
      await wait(temporary, response)
      const done = Math.min(start + batchSize, records.length)
      progress.update(`Uploaded ${done}/${records.length} records (${Math.round((done / records.length) * 100)}%)`)
    }

    progress.update(`Replacing ${indexName}…`)
    await wait(
      indexName,
      await client.operationIndex({ indexName: temporary, operationIndexParams: { operation: "move", destination: indexName } }),
    )
    progress.done(`Pushed ${records.length} records to ${indexName}.`)
  } catch (error) {
    progress.done(`Push failed; ${indexName} was not changed.`)
    await client.deleteIndex({ indexName: temporary }).catch(() => {})
    throw error
  }
}

async function main(argv, env) {
  const dryRun = argv.includes("--dry-run")
  const dirFlag = argv.indexOf("--dir")
  const dir = dirFlag >= 0 ? argv[dirFlag + 1] : path.join("public", "search")
  const { records, settings } = await readBuildOutput(dir)
  const versions = [...new Set(records.map((r) => r.version))].join(", ")
  if (dryRun) {
    console.log(`${records.length} records (${versions}) ready; settings: ${Object.keys(settings).join(", ")}. Nothing sent (--dry-run).`)
    return
  }
  const config = readPushConfig(env)
  const { algoliasearch } = await import("algoliasearch")
  const client = algoliasearch(config.appId, config.adminKey, config.hosts ? { hosts: parseHostList(config.hosts) } : {})
  console.log(`Pushing ${records.length} records (${versions}) to ${config.indexName}…`)
  await pushRecords({ client, indexName: config.indexName, records, settings })
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  handleUsage({
    usage: "npm run search:push [-- options]",
    summary:
      "Uploads the last build's search records and index settings to the hosted Algolia index, swapping the whole index at once.\n" +
      "Environment: ALGOLIA_APP_ID (or GATSBY_ALGOLIA_APP_ID), ALGOLIA_ADMIN_API_KEY, ALGOLIA_INDEX_NAME (or GATSBY_ALGOLIA_INDEX_NAME); ALGOLIA_HOSTS for other hosts.",
    options: [
      ["--dry-run", "check the records and settings and report; send nothing"],
      ["--dir <folder>", "where the records are (default public/search)"],
    ],
  })
  main(process.argv.slice(2), process.env).catch((error) => {
    console.error(error instanceof PushError ? error.message : error)
    process.exitCode = 1
  })
}
