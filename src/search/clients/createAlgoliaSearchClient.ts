/**
 * The hosted search client: `algoliasearch/lite` with the timeouts of the
 * spec (connect 1 s, read 2 s, write 30 s) and credentials in query
 * parameters. The lite client retries across hosts and throws '`appId` is
 * missing.' / '`apiKey` is missing.' when a credential is empty; we keep
 * those messages as they are.
 *
 * Three things are ours:
 * - failed hosts are remembered in localStorage for 2 minutes
 *   (algoliaHostsCache.ts: the client's own browser cache never finds them);
 * - each try waits at most the spec's timeouts: the transporter multiplies
 *   them after every timeout (1 s, 4 s, 5 s, 6 s: 16 s before the error
 *   screen with four hanging hosts), the requester here caps them;
 * - a server error that every host answered is reported with the server's
 *   message and status, not as "Unreachable hosts".
 */
import { liteClient } from "algoliasearch/lite"
import type { Requester, StackFrame } from "@algolia/client-common"
import { createAlgoliaHostsCache } from "./algoliaHostsCache"
import type { StorageLike } from "../../theme/storageSlot"

/** A search host, as the Algolia transporter takes it. */
export interface Host {
  url: string
  accept: "read" | "write" | "readWrite"
  protocol: "http" | "https"
  port?: number
}

export const algoliaTimeouts = { connect: 1_000, read: 2_000, write: 30_000 }

export interface AlgoliaSearchClientOptions {
  appId?: string
  apiKey?: string
  /** Hosts to use instead of Algolia's: a comma list (`127.0.0.1:8080,https://search.example.com`) or host objects. */
  hosts?: string | Host[]
  timeouts?: Partial<typeof algoliaTimeouts>
  /** Where failed hosts are remembered; defaults to localStorage (memory when it fails). */
  storage?: StorageLike | null
}

const loopback = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/

/**
 * `host[:port]` or `scheme://host[:port]`; without a scheme, loopback hosts
 * speak http (a local test server) and others https.
 */
export function parseHosts(list: string): Host[] {
  return list
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const withScheme = /^[a-z]+:\/\//i.test(entry) ? entry : `placeholder://${entry}`
      const url = new URL(withScheme)
      const protocol = url.protocol === "http:" ? "http" : url.protocol === "https:" ? "https" : loopback.test(url.hostname) ? "http" : "https"
      const host: Host = { url: url.hostname, accept: "readWrite", protocol }
      if (url.port) host.port = Number(url.port)
      return host
    })
}

/** The lite client only reads (searches), so every response waits at most the read timeout. */
function cappedTimeouts(requester: Requester, limits: typeof algoliaTimeouts): Requester {
  return {
    ...requester,
    send: (request) =>
      requester.send({
        ...request,
        connectTimeout: Math.min(request.connectTimeout, limits.connect),
        responseTimeout: Math.min(request.responseTimeout, limits.read),
      }),
  }
}

/** The message an API's JSON error body carries, if it is one. */
function serverMessage(content: string): string | null {
  try {
    const body: unknown = JSON.parse(content)
    const message = body && typeof body === "object" ? (body as { message?: unknown }).message : undefined
    return typeof message === "string" && message.trim() !== "" ? message : null
  } catch {
    return null
  }
}

export interface SearchServiceError extends Error {
  status?: number
}

/**
 * A RetryError where some host answered (an error status, e.g. 500 with a
 * JSON message): the last such answer, as the API error it is (message and
 * status). When no host answered at all it stays the retry error
 * ("Unreachable hosts").
 */
export function explainSearchFailure(error: unknown): unknown {
  const trace = (error as { name?: string; stackTrace?: StackFrame[] } | null)?.stackTrace
  if ((error as Error | null)?.name !== "RetryError" || !Array.isArray(trace)) return error
  const answered = trace.filter((frame) => frame.response && frame.response.status > 0 && !frame.response.isTimedOut)
  if (answered.length === 0) return error
  const last = answered[answered.length - 1].response
  const reason: SearchServiceError = new Error(serverMessage(last.content) ?? `The search service answered HTTP ${last.status}.`)
  reason.name = "ApiError"
  reason.status = last.status
  return reason
}

export function createAlgoliaSearchClient({ appId, apiKey, hosts, timeouts, storage }: AlgoliaSearchClientOptions) {
  const customHosts = typeof hosts === "string" ? parseHosts(hosts) : hosts
  const limits = { ...algoliaTimeouts, ...timeouts }
  // The platform's own requester (XHR in browsers, node:http in tests), from a client that is never used.
  const { requester } = liteClient(appId as string, apiKey as string).transporter
  const client = liteClient(appId as string, apiKey as string, {
    timeouts: limits,
    // The browser build already does this; the Node build (tests, SSR) sends headers otherwise.
    authMode: "WithinQueryParameters",
    requester: cappedTimeouts(requester, limits),
    hostsCache: createAlgoliaHostsCache({ key: `rsvim.search.algolia-hosts.${appId}`, storage }),
    ...(customHosts && customHosts.length > 0 ? { hosts: customHosts } : {}),
  })
  const search: typeof client.search = (...args) => client.search(...args).catch((error: unknown) => Promise.reject(explainSearchFailure(error)))
  return { ...client, search }
}
