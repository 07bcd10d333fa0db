/** Shared helpers for the site-chrome browser tests. */
import http from "node:http"
import fs from "node:fs"
import path from "node:path"
import type { AddressInfo } from "node:net"
import type { BrowserContext, Page } from "@playwright/test"

export const mobileWidths = [375, 800]

/** Puts values in localStorage before any page script runs (only on the first document of the page). */
export async function seedStorage(context: BrowserContext, values: Record<string, string>) {
  await context.addInitScript(entries => {
    if (sessionStorage.getItem("seeded")) return
    sessionStorage.setItem("seeded", "1")
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value)
  }, values)
}

export async function storageValue(page: Page, key: string) {
  return page.evaluate(name => localStorage.getItem(name), key)
}

/** Records <html data-theme> (and friends) when DOMContentLoaded fires, i.e. before React hydrates. */
export async function recordRootAttributesAtDomContentLoaded(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      const root = document.documentElement
      ;(window as unknown as { __atDcl: Record<string, string | null> }).__atDcl = {
        theme: root.getAttribute("data-theme"),
        hydrated: root.getAttribute("data-hydrated"),
        sidebarHidden: root.getAttribute("data-docs-sidebar-hidden"),
        announcementDismissed: root.getAttribute("data-announcement-dismissed"),
      }
    })
  })
}

export async function rootAttributesAtDomContentLoaded(page: Page) {
  return page.evaluate(() => (window as unknown as { __atDcl: Record<string, string | null> }).__atDcl)
}

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".xml": "application/xml",
  ".txt": "text/plain",
}

/**
 * A tiny static server for a build folder, on 127.0.0.1 and a free port,
 * serving it under `prefix` only (everything outside answers 404), the way a
 * host serves a site deployed under a sub-path.
 */
export async function serveStatic(root: string, prefix = "/"): Promise<{ url: string; close: () => Promise<void>; requests: string[] }> {
  const requests: string[] = []
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost")
    requests.push(url.pathname)
    const notFound = () => {
      response.writeHead(404, { "content-type": "text/plain" })
      response.end("not found")
    }
    if (!url.pathname.startsWith(prefix)) return notFound()
    const relative = decodeURIComponent(url.pathname.slice(prefix.length))
    let file = path.join(root, relative)
    if (!file.startsWith(root)) return notFound()
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, "index.html")
    else if (!path.extname(file) && fs.existsSync(`${file}/index.html`)) file = `${file}/index.html`
    if (!fs.existsSync(file)) return notFound()
    response.writeHead(200, { "content-type": contentTypes[path.extname(file)] ?? "application/octet-stream" })
    fs.createReadStream(file).pipe(response)
  })
  await new Promise<void>(resolve => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise(resolve => server.close(() => resolve())),
  }
}
