import { chromium } from "playwright-core"
import { findChromium, chromiumArgs } from "./scripts/lib/chromium.mjs"
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs })
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
for (const p of ["/blog", "/docs/manual/configuration", "/"]) {
  await page.goto("http://127.0.0.1:9300" + p); await page.waitForSelector("html[data-hydrated]"); await page.waitForTimeout(3500)
  console.log(p, await page.evaluate(() => ({ kbds: document.querySelectorAll('button[aria-keyshortcuts] kbd').length, keysHtml: document.querySelector('button[aria-keyshortcuts] span[aria-hidden]').outerHTML, scripts: [...document.scripts].filter(s => s.src).map(s => s.src.split("/").pop()) })))
}
await browser.close()
