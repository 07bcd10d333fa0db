/**
 * A tiny HTTP server that speaks the part of Algolia's REST protocol the site
 * uses, on 127.0.0.1, for client tests. It records every request and can be
 * told to misbehave: stall before answering, stall mid-body, answer garbage
 * or an error status.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"

export interface RecordedRequest {
  method: string
  path: string
  query: URLSearchParams
  headers: IncomingMessage["headers"]
  body: unknown
}

export type Behavior =
  | { kind: "ok" }
  | { kind: "stall" }
  | { kind: "stallBody" }
  | { kind: "badJson" }
  | { kind: "status"; status: number; message: string }
  | { kind: "json"; status: number; body: unknown }

export interface FakeAlgolia {
  port: number
  /** `127.0.0.1:<port>`, as GATSBY_ALGOLIA_HOSTS takes it. */
  host: string
  requests: RecordedRequest[]
  behavior: Behavior
  /** Answers other REST calls (the push script's); undefined means 404. */
  handle: (request: RecordedRequest) => unknown
  close(): Promise<void>
}

function searchResult(request: Record<string, unknown>, index: number) {
  const query = typeof request.query === "string" ? request.query : ""
  const hits = query
    ? [
        {
          objectID: `/docs/manual/installation:${index}`,
          url: "/docs/manual/installation",
          type: "lvl1",
          hierarchy: { lvl0: "User Manual", lvl1: "Installation", lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
          content: null,
          _highlightResult: { hierarchy: { lvl1: { value: "Installation", matchLevel: "none", matchedWords: [] } } },
        },
      ]
    : []
  return {
    hits,
    nbHits: hits.length,
    page: 0,
    nbPages: hits.length ? 1 : 0,
    hitsPerPage: request.hitsPerPage ?? 20,
    processingTimeMS: 1,
    query,
    params: "",
    index: request.indexName,
    ...(request.clickAnalytics ? { queryID: "0123456789abcdef0123456789abcdef" } : {}),
  }
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString()
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

export async function startFakeAlgolia(behavior: Behavior = { kind: "ok" }): Promise<FakeAlgolia> {
  const fake = { requests: [] as RecordedRequest[], behavior, handle: () => undefined } as unknown as FakeAlgolia

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    // Browsers call it cross-origin from the site under test.
    res.setHeader("access-control-allow-origin", "*")
    res.setHeader("access-control-allow-headers", "*")
    if (req.method === "OPTIONS") {
      res.writeHead(204)
      res.end()
      return
    }
    const url = new URL(req.url ?? "/", "http://127.0.0.1")
    const recorded: RecordedRequest = {
      method: req.method ?? "GET",
      path: decodeURIComponent(url.pathname),
      query: url.searchParams,
      headers: req.headers,
      body: await readBody(req),
    }
    fake.requests.push(recorded)
    const current = fake.behavior
    if (current.kind === "stall") return
    if (current.kind === "stallBody") {
      res.writeHead(200, { "content-type": "application/json" })
      res.write("{")
      return
    }
    if (current.kind === "badJson") {
      res.writeHead(200, { "content-type": "application/json" })
      res.end("<html>not json</html>")
      return
    }
    if (current.kind === "json") {
      res.writeHead(current.status, { "content-type": "application/json" })
      res.end(JSON.stringify(current.body))
      return
    }
    if (current.kind === "status") {
      res.writeHead(current.status, { "content-type": "application/json" })
      res.end(JSON.stringify({ message: current.message, status: current.status }))
      return
    }
    let body: unknown
    if (recorded.method === "POST" && recorded.path === "/1/indexes/*/queries") {
      const requests = ((recorded.body as { requests?: Record<string, unknown>[] })?.requests ?? []) as Record<string, unknown>[]
      body = { results: requests.map(searchResult) }
    } else {
      body = fake.handle(recorded)
    }
    if (body === undefined) {
      res.writeHead(404, { "content-type": "application/json" })
      res.end(JSON.stringify({ message: `No route ${recorded.method} ${recorded.path}`, status: 404 }))
      return
    }
    res.writeHead(200, { "content-type": "application/json" })
    res.end(JSON.stringify(body))
  })

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  fake.port = (server.address() as AddressInfo).port
  fake.host = `127.0.0.1:${fake.port}`
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
  return fake
}

/** A 127.0.0.1 port with nothing listening (connections are refused). */
export async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}
