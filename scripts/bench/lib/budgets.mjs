/**
 * The CI budgets (sizes and counts only, never timings), the benchmark's
 * targets, and the figures of the Docusaurus site this one replaces, measured
 * on the same kind of machine. kB = 1000 B, gzip level 6.
 */
export const budgets = {
  docsFirstLoadJs: { limit: 74_000, label: "first-load JS (gzip) of a docs page" },
  otherFirstLoadJs: { limit: 74_000, label: "first-load JS (gzip) of any other page" },
  // First load + the page's view (fetched when idle, src/templates/pageView.tsx) + what the first interaction fetches.
  interactionJs: { limit: 86_000, label: "JS (gzip) of the first load and the reader's first interaction together" },
  pageCss: { limit: 20_000, label: "CSS (gzip, inline + linked) per page" },
  searchInInitialLoad: { limit: 0, label: "search code or index files in a page's initial load" },
  thirdPartyRequests: { limit: 0, label: "requests to third-party hosts (no tracking configured)" },
}

export const targets = {
  lighthouseMobile: 100,
  lcpMobileMs: 1200,
  searchP95Ms: 5,
  modalWarmMs: 100,
  coldBuildRatio: 1.5,
}

export const original = {
  name: "Docusaurus original",
  docsFirstLoadJs: { compressed: 217_000, decoded: 750_000 },
  docsPrefetched: 28_000,
  pageWire: 275_000,
  lighthouseMobile: { performance: [89, 90], accessibility: [92, 96], "best-practices": [96, 96], seo: [92, 100] },
  lcpMobileMs: 2900,
  tbtMobileMs: 250,
  coldBuildMs: [14_000, 17_000],
  pages: 58,
}

export const originalColdBuildMs = (original.coldBuildMs[0] + original.coldBuildMs[1]) / 2

/** Does this route count as a docs page for the JS budget? */
export const isDocsPath = (urlPath) => /^\/docs(\/|$)/.test(urlPath)

/** The first-load JS budget a page's figure counts against. */
export const firstLoadJsBudget = (urlPath) => (isDocsPath(urlPath) ? "docsFirstLoadJs" : "otherFirstLoadJs")

export const isFirstLoadJs = (name) => name === "docsFirstLoadJs" || name === "otherFirstLoadJs"

/** Budgets on a page's JavaScript: a failure lists the largest files once, under the budget's line. */
export const isJsBudget = (name) => isFirstLoadJs(name) || name === "interactionJs"

/** Budgets counted in bytes (shown in kB). */
export const isByteBudget = (name) => isJsBudget(name) || name === "pageCss"
