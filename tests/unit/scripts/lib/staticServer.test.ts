import fs from "node:fs"
import http from "node:http"
import os from "node:os"
import path from "node:path"
import { gunzipSync } from "node:zlib"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { headersFor, parseHeadersFile, startStaticServer, type StaticServer } from "../../../../scripts/lib/staticServer.mjs"

interface Answer {
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
}

/** A raw GET (fetch would decode gzip and hide what went over the wire). */
function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = []
        response.on("data", (chunk: Buffer) => chunks.push(chunk))
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }))
      })
      .on("error", reject)
  })
}

const pageText = "<!doctype html><title>Docs</title>" + "<p>the same words again</p>".repeat(40)
let root: string

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "static-server-"))
  fs.writeFileSync(path.join(root, "index.html"), "<!doctype html><title>Home</title>")
  fs.writeFileSync(path.join(root, "404.html"), "<!doctype html><title>Page not found</title>")
  fs.mkdirSync(path.join(root, "docs/0.1.0"), { recursive: true })
  fs.writeFileSync(path.join(root, "docs/0.1.0/index.html"), pageText)
  fs.mkdirSync(path.join(root, "static"))
  fs.writeFileSync(path.join(root, "static/logo-0123456789abcdef.svg"), "<svg/>")
  fs.writeFileSync(path.join(root, "app-0123456789abcdef.js"), "console.log(1)")
  fs.mkdirSync(path.join(root, "page-data"))
  fs.writeFileSync(path.join(root, "page-data/app-data.json"), "{}")
})

afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

describe("startStaticServer", () => {
  let server: StaticServer
  beforeAll(async () => {
    server = await startStaticServer({ root })
  })
  afterAll(() => server.close())

  it("serves a page folder's index.html at the folder's path, with or without a trailing slash and without redirecting", async () => {
    for (const url of ["/docs/0.1.0", "/docs/0.1.0/"]) {
      const answer = await get(server.origin + url)
      expect(answer.status).toBe(200)
      expect(answer.headers["content-type"]).toMatch(/^text\/html/)
      expect(answer.body.toString()).toBe(pageText)
    }
  })

  it("answers an unknown path with 404.html and status 404", async () => {
    const answer = await get(`${server.origin}/docs/missing`)
    expect(answer.status).toBe(404)
    expect(answer.body.toString()).toContain("Page not found")
  })

  it("does not serve files outside its folder", async () => {
    const answer = await get(`${server.origin}/..%2f..%2fetc%2fpasswd`)
    expect(answer.status).toBe(404)
  })

  it("gzips at level 6 when the client accepts gzip, and not otherwise", async () => {
    const zipped = await get(`${server.origin}/docs/0.1.0`, { "accept-encoding": "gzip, deflate" })
    expect(zipped.headers["content-encoding"]).toBe("gzip")
    expect(zipped.body.length).toBeLessThan(pageText.length / 4)
    expect(gunzipSync(zipped.body).toString()).toBe(pageText)
    const plain = await get(`${server.origin}/docs/0.1.0`)
    expect(plain.headers["content-encoding"]).toBeUndefined()
    expect(plain.body.toString()).toBe(pageText)
  })

  it("gzips the 404 page too", async () => {
    const answer = await get(`${server.origin}/nowhere`, { "accept-encoding": "gzip" })
    expect(answer.status).toBe(404)
    expect(answer.headers["content-encoding"]).toBe("gzip")
    expect(gunzipSync(answer.body).toString()).toContain("Page not found")
  })

  it("marks hashed assets immutable and HTML and page data revalidated", async () => {
    expect((await get(`${server.origin}/app-0123456789abcdef.js`)).headers["cache-control"]).toBe("public, max-age=31536000, immutable")
    expect((await get(`${server.origin}/static/logo-0123456789abcdef.svg`)).headers["cache-control"]).toBe("public, max-age=31536000, immutable")
    expect((await get(`${server.origin}/docs/0.1.0`)).headers["cache-control"]).toBe("public, max-age=0, must-revalidate")
    expect((await get(`${server.origin}/page-data/app-data.json`)).headers["cache-control"]).toBe("public, max-age=0, must-revalidate")
  })

  it("records every requested path", () => {
    expect(server.requests).toContain("/docs/missing")
  })
})

describe("startStaticServer with a path prefix", () => {
  let server: StaticServer
  beforeAll(async () => {
    server = await startStaticServer({ root, prefix: "/rsvim/", gzip: false })
  })
  afterAll(() => server.close())

  it("serves the folder below the prefix and nothing outside it", async () => {
    expect((await get(`${server.origin}/rsvim/docs/0.1.0`)).body.toString()).toBe(pageText)
    expect((await get(`${server.origin}/rsvim/`)).body.toString()).toContain("Home")
    const outside = await get(`${server.origin}/docs/0.1.0`)
    expect(outside.status).toBe(404)
    expect(outside.body.toString()).not.toContain("Page not found")
  })

  it("does not gzip when told not to", async () => {
    const answer = await get(`${server.origin}/rsvim/docs/0.1.0`, { "accept-encoding": "gzip" })
    expect(answer.headers["content-encoding"]).toBeUndefined()
  })
})

describe("a host's _headers file", () => {
  const file = "# comment\n/*\n  Content-Security-Policy: default-src 'self'; img-src 'self' data:\n  X-Frame-Options: DENY\n\n/docs/*\n  X-Docs: yes\n/exact\n  X-Exact: 1\n"

  it("is read as rules of a path pattern and its headers (a value may hold colons)", () => {
    expect(parseHeadersFile(file)).toEqual([
      { path: "/*", headers: [["Content-Security-Policy", "default-src 'self'; img-src 'self' data:"], ["X-Frame-Options", "DENY"]] },
      { path: "/docs/*", headers: [["X-Docs", "yes"]] },
      { path: "/exact", headers: [["X-Exact", "1"]] },
    ])
  })

  it("gives a path the headers of every rule it matches, splats matching any rest", () => {
    const rules = parseHeadersFile(file)
    expect(headersFor(rules, "/docs/a").map(([name]) => name)).toEqual(["Content-Security-Policy", "X-Frame-Options", "X-Docs"])
    expect(headersFor(rules, "/exact").map(([name]) => name)).toEqual(["Content-Security-Policy", "X-Frame-Options", "X-Exact"])
    expect(headersFor(rules, "/exact/more").map(([name]) => name)).toEqual(["Content-Security-Policy", "X-Frame-Options"])
  })

  it("is sent with pages, assets and the not-found page when the server is asked to, below a prefix too", async () => {
    fs.writeFileSync(path.join(root, "_headers"), file)
    const server = await startStaticServer({ root, prefix: "/rsvim", hostHeaders: true })
    try {
      for (const url of ["/rsvim/docs/0.1.0", "/rsvim/app-0123456789abcdef.js", "/rsvim/missing"]) {
        const answer = await get(server.origin + url)
        expect(answer.headers["content-security-policy"]).toBe("default-src 'self'; img-src 'self' data:")
      }
      expect((await get(`${server.origin}/rsvim/docs/0.1.0`)).headers["x-docs"]).toBe("yes")
      expect((await get(`${server.origin}/rsvim/`)).headers["x-docs"]).toBeUndefined()
    } finally {
      await server.close()
      fs.rmSync(path.join(root, "_headers"))
    }
    const plain = await startStaticServer({ root })
    try {
      expect((await get(`${plain.origin}/docs/0.1.0`)).headers["content-security-policy"]).toBeUndefined()
    } finally {
      await plain.close()
    }
  })
})
