/**
 * How long a reader's first tap takes to show its effect, per control, on a
 * phone: Lighthouse's mobile device and its "slow 4G" throttling applied in
 * the browser (4× CPU, 562.5 ms round trip, 1.47 Mbit/s down), each page
 * fresh (empty cache and storage). INP-style: from the tap's pointerdown to
 * the frame that shows the effect.
 *
 * Two moments per control:
 *  - settled: the tap comes once the page has hydrated, the control has been
 *    scrolled into view, 3 s have passed and the network has been quiet for
 *    1 s (a reader who has read to the control; Gatsby prefetches a link's
 *    page once it is in view);
 *    target ≤ 200 ms;
 *  - at first paint: the tap comes as soon as the page shows, before its code
 *    has arrived; the action is held and carried out once it has
 *    (src/theme/earlyActions.ts), so this figure is mostly the network's.
 */
import { viewports } from "./pageWeight.mjs"

export const firstTapTargetMs = 200

export const mobileThrottling = { latencyMs: 562.5, downloadKbps: 1474.56, uploadKbps: 675, cpuSlowdown: 4 }

/** The controls, each with what to tap and the check that its effect is on screen (run in the page). */
export const firstTapControls = [
  {
    id: "tab",
    label: "a tab of a group (Windows)",
    selector: '[role="tab"][data-value="windows"]',
    effect: () => document.querySelector('[role="tab"][data-value="windows"]')?.getAttribute("aria-selected") === "true",
  },
  {
    id: "announcement-close",
    label: "the announcement's close button",
    selector: '[role="region"][aria-label="Announcement"] button[aria-label="Close"]',
    effect: () => {
      const bar = document.querySelector('[role="region"][aria-label="Announcement"]')
      return !bar || bar.getClientRects().length === 0
    },
  },
  {
    id: "copy",
    label: "a copy button",
    selector: "[data-copy-code]",
    effect: () => document.querySelector("[data-copy-code]")?.getAttribute("data-status") === "copied",
  },
  {
    id: "menu",
    label: "the menu button",
    selector: 'button[aria-label="Toggle navigation bar"]',
    effect: () => document.querySelector('button[aria-label="Toggle navigation bar"]')?.getAttribute("aria-expanded") === "true" && !!document.querySelector('[role="dialog"]'),
  },
  {
    id: "search",
    label: "the Search button (its search bar, ready for typing)",
    selector: 'nav[aria-label="Main"] button[aria-label="Search"]',
    effect: () => !!document.querySelector('[role="dialog"] input'),
  },
  {
    id: "link",
    label: "a link to another docs page (the new page shown)",
    selector: 'main a[href$="/basic_usage/first_steps_in_rsvim"]',
    effect: () => location.pathname.endsWith("/basic_usage/first_steps_in_rsvim") && document.querySelector("h1")?.textContent === "First Steps in Rsvim",
  },
]

/** The mobile throttling above, applied to a page from now on. */
export async function throttle(page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send("Network.enable")
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: mobileThrottling.latencyMs,
    downloadThroughput: (mobileThrottling.downloadKbps * 1024) / 8,
    uploadThroughput: (mobileThrottling.uploadKbps * 1024) / 8,
  })
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: mobileThrottling.cpuSlowdown })
}

/**
 * Waits `minimumMs` (Gatsby prefetches the links that came into view in
 * batches, the first a few seconds later), then until no request has been
 * under way for `quietMs` (at most 20 s).
 */
async function quiet(page, { minimumMs = 3000, quietMs = 1000 } = {}) {
  let pending = 0
  let last = Date.now()
  const started = Date.now()
  const begin = () => ((pending += 1), (last = Date.now()))
  const end = () => ((pending -= 1), (last = Date.now()))
  page.on("request", begin)
  page.on("requestfinished", end)
  page.on("requestfailed", end)
  while (Date.now() - started < 20_000 && (Date.now() - started < minimumMs || pending > 0 || Date.now() - last < quietMs)) {
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  page.off("request", begin)
  page.off("requestfinished", end)
  page.off("requestfailed", end)
}

/** Milliseconds from the tap's pointerdown to the frame after the effect shows (null: not within `timeoutMs`). */
async function tapAndTime(page, control, moment, timeoutMs) {
  const target = page.locator(control.selector).first()
  await target.evaluate((element) => element.scrollIntoView({ block: "center" }))
  if (moment === "settled") await quiet(page)
  await target.tap({ timeout: timeoutMs })
  return page.evaluate(
    async ({ effect, timeoutMs }) => {
      const shown = new Function(`return (${effect})()`)
      const started = performance.now()
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
      while (!shown()) {
        if (performance.now() - started > timeoutMs) return null
        await frame()
      }
      await frame()
      return Math.round(performance.now() - window.__firstTapAt)
    },
    { effect: control.effect.toString(), timeoutMs },
  )
}

/**
 * Measures each control at both moments on `origin + path`; `runs` fresh
 * pages per control and moment, the median reported.
 */
export async function measureFirstTaps(browser, { origin, path = "/docs/manual/installation", runs = 3, timeoutMs = 30_000 }) {
  const results = []
  for (const control of firstTapControls) {
    const entry = { id: control.id, label: control.label, settled: [], atFirstPaint: [] }
    for (const moment of ["settled", "atFirstPaint"]) {
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({ ...viewports.mobile, permissions: ["clipboard-read", "clipboard-write"], serviceWorkers: "block" })
        const page = await context.newPage()
        await page.addInitScript(() => {
          window.__firstTapAt = null
          addEventListener("pointerdown", (event) => (window.__firstTapAt ??= event.timeStamp), true)
        })
        try {
          await throttle(page)
          if (moment === "settled") {
            await page.goto(origin + path, { waitUntil: "load", timeout: 120_000 })
            await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached", timeout: 120_000 })
          } else {
            await page.goto(origin + path, { waitUntil: "commit", timeout: 120_000 })
            await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, undefined, { timeout: 120_000 })
          }
          entry[moment].push(await tapAndTime(page, control, moment, timeoutMs))
        } catch (error) {
          entry[moment].push(null)
          entry.error = error.message.split("\n")[0]
        } finally {
          await context.close()
        }
      }
    }
    const median = (values) => {
      const sorted = values.filter((value) => value !== null).sort((a, b) => a - b)
      return sorted.length === values.length && sorted.length ? sorted[Math.floor(sorted.length / 2)] : null
    }
    results.push({ ...entry, settledMs: median(entry.settled), atFirstPaintMs: median(entry.atFirstPaint) })
  }
  return { path, runs, throttling: mobileThrottling, targetMs: firstTapTargetMs, controls: results }
}
