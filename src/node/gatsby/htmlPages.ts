/**
 * After the build: every HTML page gets its scripts loaded after the first
 * paint (src/node/html/scriptsAfterFirstPaint.ts).
 */
import fs from "node:fs"
import path from "node:path"
import type { Reporter } from "gatsby"
import { loadScriptsAfterFirstPaint } from "../html/scriptsAfterFirstPaint"

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === "page-data" || entry.name === "static" ? [] : htmlFiles(full)
    return entry.name.endsWith(".html") ? [full] : []
  })
}

export function rewriteHtmlPages({ reporter }: { reporter: Reporter }): void {
  let rewritten = 0
  for (const file of htmlFiles(path.resolve("public"))) {
    const html = fs.readFileSync(file, "utf8")
    const changed = loadScriptsAfterFirstPaint(html)
    if (changed !== html) {
      fs.writeFileSync(file, changed)
      rewritten++
    }
  }
  reporter.info(`html: ${rewritten} pages load their scripts after the first paint`)
}
