/**
 * The hosted search client: `algoliasearch/lite` with the timeouts of the
 * spec (connect 1 s, read 2 s, write 30 s) and credentials in query
 * parameters. The lite client itself retries across hosts, remembers failed
 * hosts for 2 minutes and throws '`appId` is missing.' / '`apiKey` is
 * missing.' when a credential is empty; we keep those messages as they are.
 */
import { liteClient } from "algoliasearch/lite"

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

export function createAlgoliaSearchClient({ appId, apiKey, hosts, timeouts }: AlgoliaSearchClientOptions) {
  const customHosts = typeof hosts === "string" ? parseHosts(hosts) : hosts
  return liteClient(appId as string, apiKey as string, {
    timeouts: { ...algoliaTimeouts, ...timeouts },
    // The browser build already does this; the Node build (tests, SSR) sends headers otherwise.
    authMode: "WithinQueryParameters",
    ...(customHosts && customHosts.length > 0 ? { hosts: customHosts } : {}),
  })
}
