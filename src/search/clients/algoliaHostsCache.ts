/**
 * The Algolia transporter's memory of failed hosts, kept in localStorage so a
 * host that failed is skipped for the spec's 2 minutes across queries and
 * page loads.
 *
 * Why not the client's own browser cache: it stores the transporter's host
 * objects as JSON, which drops their `isUp()` / `isTimedOut()` methods, and
 * keys each entry by the failed host object (time stamp included) while
 * reading by the plain host, so nothing is ever found again and every failure
 * adds an entry. Here one entry per host (`protocol://url:port`) holds its
 * status and time, and a read rebuilds the methods from them.
 */
import type { Cache, CacheEvents, Host, StatefulHost } from "@algolia/client-common"
import { browserStorage, createStorageSlot, jsonCodec, storagePrefix, type StorageLike } from "../../theme/storageSlot"
import { FAILED_HOST_RETRY_MS } from "../../shared/search/constants"

type FailedStatus = "down" | "timed out"

interface FailedHost {
  status: FailedStatus
  /** Date.now() of the failure. */
  at: number
}

export interface HostsCacheOptions {
  /** localStorage key; one per application id. */
  key: string
  /** Defaults to window.localStorage when it works; memory otherwise. */
  storage?: StorageLike | null
  now?: () => number
}

function hostId(host: Pick<Host, "url" | "protocol" | "port">): string {
  return `${host.protocol}://${host.url}${host.port ? `:${host.port}` : ""}`
}

function isFailedHost(value: unknown): value is FailedHost {
  if (!value || typeof value !== "object") return false
  const entry = value as Record<string, unknown>
  return (entry.status === "down" || entry.status === "timed out") && typeof entry.at === "number" && Number.isFinite(entry.at)
}

const anyObject = jsonCodec<Record<string, unknown>>(value => (value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null))

export function createAlgoliaHostsCache({ key, storage, now = Date.now }: HostsCacheOptions): Cache {
  if (!key.startsWith(storagePrefix)) throw new Error(`createAlgoliaHostsCache: key ${key} lacks the site's storage prefix ${storagePrefix}`)
  // The site's one storage layer; without working storage the failures are remembered by this client only.
  const slot = createStorageSlot(key.slice(storagePrefix.length), anyObject, storage === undefined ? browserStorage : () => storage, new Map())

  const fresh = (entry: FailedHost) => now() - entry.at <= FAILED_HOST_RETRY_MS

  function load(): Record<string, FailedHost> {
    const stored = Object.entries(slot.get() ?? {})
    const current = stored.filter((pair): pair is [string, FailedHost] => isFailedHost(pair[1]) && fresh(pair[1]))
    // Expired or garbled entries go, so the stored value never outgrows the host list.
    if (current.length !== stored.length) save(Object.fromEntries(current))
    return Object.fromEntries(current)
  }

  function save(entries: Record<string, FailedHost>): void {
    if (Object.keys(entries).length === 0) slot.del()
    else slot.set(entries)
  }

  function statefulHost(host: Host, entry: FailedHost): StatefulHost {
    return {
      ...host,
      status: entry.status,
      lastUpdate: entry.at,
      isUp: () => !fresh(entry),
      isTimedOut: () => entry.status === "timed out" && fresh(entry),
    }
  }

  return {
    async get<TValue>(host: Record<string, unknown> | string, defaultValue: () => Promise<TValue>, events?: CacheEvents<TValue>): Promise<TValue> {
      const entry = typeof host === "object" ? load()[hostId(host as unknown as Host)] : undefined
      if (entry) return statefulHost(host as unknown as Host, entry) as unknown as TValue
      const value = await defaultValue()
      await events?.miss(value)
      return value
    },
    async set<TValue>(host: Record<string, unknown> | string, value: TValue): Promise<TValue> {
      if (typeof host !== "object") return value
      const state = value as unknown as Partial<StatefulHost>
      const entries = load()
      const id = hostId(host as unknown as Host)
      if (state.status === "down" || state.status === "timed out") entries[id] = { status: state.status, at: state.lastUpdate ?? now() }
      else delete entries[id]
      save(entries)
      return value
    },
    async delete(host: Record<string, unknown> | string): Promise<void> {
      if (typeof host !== "object") return
      const entries = load()
      delete entries[hostId(host as unknown as Host)]
      save(entries)
    },
    async clear(): Promise<void> {
      save({})
    },
  }
}
