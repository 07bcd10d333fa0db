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
import { browserStorage, type StorageLike } from "../browserStorage"
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

export function createAlgoliaHostsCache({ key, storage, now = Date.now }: HostsCacheOptions): Cache {
  let backend = storage === undefined ? browserStorage() : storage
  let memory: Record<string, FailedHost> = {}

  const fresh = (entry: FailedHost) => now() - entry.at <= FAILED_HOST_RETRY_MS

  function load(): Record<string, FailedHost> {
    if (!backend) return memory
    try {
      const parsed: unknown = JSON.parse(backend.getItem(key) ?? "{}")
      const stored = parsed && typeof parsed === "object" && !Array.isArray(parsed) ? Object.entries(parsed) : []
      const current = stored.filter(([, entry]) => isFailedHost(entry) && fresh(entry))
      const entries = Object.fromEntries(current) as Record<string, FailedHost>
      // Expired or garbled entries go, so the stored value never outgrows the host list.
      if (current.length !== stored.length || !parsed || typeof parsed !== "object" || Array.isArray(parsed)) save(entries)
      return entries
    } catch {
      return memory
    }
  }

  function save(entries: Record<string, FailedHost>): void {
    memory = entries
    if (!backend) return
    try {
      if (Object.keys(entries).length === 0) backend.removeItem(key)
      else backend.setItem(key, JSON.stringify(entries))
    } catch {
      backend = null
    }
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
