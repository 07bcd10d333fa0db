/**
 * The benchmark's verdicts and its report: budgets and targets met or
 * missed (with the reason the figures show and what would close the gap),
 * key figures flattened for comparison with an earlier report, and the
 * Markdown written to bench/report.md.
 */
import { budgets, firstLoadJsBudget, original, originalColdBuildMs, targets } from "./budgets.mjs"
import { comparisonMarkdown, comparisonTargets } from "./buildComparison.mjs"
import { kB, median, ms, round, seconds } from "./format.mjs"

const categoryNames = { performance: "Perf", accessibility: "A11y", "best-practices": "BP", seo: "SEO" }
const metricAudits = new Set(["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift", "speed-index"])

function table(header, rows) {
  return [`| ${header.join(" | ")} |`, `| ${header.map((_, i) => (i === 0 ? "---" : "---:")).join(" | ")} |`, ...rows.map((row) => `| ${row.join(" | ")} |`)].join("\n")
}

/** The latest version's docs page: the one the summary and the README quote. */
const docsRoute = (report) => report.routes?.find((route) => route.latest) ?? report.routes?.find((route) => route.type === "docs")
const total = (page, category) => page.byCategory[category] ?? { count: 0, compressed: 0, decoded: 0 }

/** Hints from what the figures show, for the first-load JS of a docs page. */
function jsHints(route) {
  const hints = []
  const groups = Object.fromEntries((route.jsComposition ?? []).map((entry) => [entry.group, entry.compressed]))
  const sum = (...names) => names.reduce((acc, name) => acc + (groups[name] ?? 0), 0)
  const prism = sum("prism-react-renderer", "prismjs")
  if (prism > 2000)
    hints.push(`Syntax highlighting runs in the browser: ~${kB(prism)} of Prism in every page's first load. Highlight at build time (a rehype plugin that emits the same \`token\` spans) and ship no highlighter.`)
  const helmet = sum("react-helmet", "react-side-effect", "react-fast-compare")
  if (helmet > 1000) hints.push(`react-helmet and its helpers are ~${kB(helmet)}: Gatsby's Head API (\`export const Head\`) does the same with no client code.`)
  const reactDom = sum("react-dom")
  if (reactDom > 20000)
    hints.push(`React DOM alone is ~${kB(reactDom)} and Gatsby's runtime ~${kB(sum("gatsby (.cache runtime)", "@gatsbyjs/reach-router", "gatsby-link", "gatsby-react-router-scroll", "gatsby-script", "webpack/runtime"))}: the floor of a React page. The rest of the first load is where the bytes are to win: code for what is already in the HTML, polyfills, duplicated modules.`)
  const coverage = route.desktop?.jsCoverage
  if (coverage && coverage.total > 0 && coverage.unused / coverage.total > 0.35)
    hints.push(`${Math.round((100 * coverage.unused) / coverage.total)}% of the first-load JS (${kB(coverage.unused)} decoded) does not run while the page loads: candidates for lazy chunks.`)
  return hints
}

/** Why a Lighthouse result falls short: `scores` for the category scores, `lcp` for the LCP target. */
function lighthouseWhy(result, focus = "scores") {
  const reasons = []
  if (focus === "scores") {
    for (const [category, shortfalls] of Object.entries(result.shortfalls ?? {})) {
      if ((result.scores[category] ?? 100) >= 100) continue
      const list = category === "performance" ? shortfalls.filter((audit) => metricAudits.has(audit.id)) : shortfalls
      if (list.length) reasons.push(`${categoryNames[category]}: ${list.map((audit) => `${audit.title}${audit.value ? ` ${audit.value}` : ""} (score ${audit.score})`).join(", ")}`)
    }
    const opportunities = (result.opportunities ?? []).slice(0, 3).map((item) => `${item.title}${item.savingsBytes ? ` ~${kB(item.savingsBytes)}` : ""}${item.savingsMs ? ` ~${ms(item.savingsMs)}` : ""}`)
    if (opportunities.length) reasons.push(`opportunities: ${opportunities.join("; ")}`)
  } else {
    reasons.push(`FCP ${seconds(result.metrics.fcp)}`)
    if (result.lcpElement) reasons.push(`LCP element \`${result.lcpElement.slice(0, 80)}\``)
    if (result.lcpPhases) reasons.push(`phases: ${Object.entries(result.lcpPhases).map(([phase, value]) => `${phase} ${ms(value)}`).join(", ")}`)
  }
  if (result.bootup?.length && (focus === "lcp" || (result.scores.performance ?? 100) < 100))
    reasons.push(`main thread by script (4× CPU slowdown): ${result.bootup.slice(0, 4).map((item) => `${item.url.replace(/^.*\//, "").replace(/-[0-9a-f]{20}\.js$/, ".js").slice(0, 40) || "(page)"} ${ms(item.total)}`).join(", ")}`)
  const index = median(result.benchmarkIndex ?? [])
  if (index !== null) reasons.push(`CPU benchmark index ${Math.round(index)}${index < 1000 ? " (a slow or loaded machine: simulated TBT/LCP grow on it)" : ""}`)
  return reasons.join(". ")
}

export function evaluate(report) {
  const results = { budgets: [], targets: [], hints: [], summary: {} }
  const summary = results.summary
  const docs = docsRoute(report)

  for (const route of report.routes ?? []) {
    for (const viewport of ["mobile", "desktop"]) {
      const page = route[viewport]
      const where = `${route.id} [${viewport}]`
      const jsBudget = budgets[firstLoadJsBudget(route.path)]
      results.budgets.push({ budget: jsBudget.label, where, value: kB(page.jsFirstLoad.compressed), limit: kB(jsBudget.limit), met: page.jsFirstLoad.compressed <= jsBudget.limit })
      if (page.jsOnInteraction) {
        const withInteraction = page.jsFirstLoad.compressed + page.jsOnInteraction.compressed
        results.budgets.push({ budget: budgets.interactionJs.label, where, value: kB(withInteraction), limit: kB(budgets.interactionJs.limit), met: withInteraction <= budgets.interactionJs.limit })
      }
      results.budgets.push({ budget: budgets.pageCss.label, where, value: kB(page.css.compressed), limit: kB(budgets.pageCss.limit), met: page.css.compressed <= budgets.pageCss.limit })
      results.budgets.push({ budget: budgets.searchInInitialLoad.label, where, value: String(page.search.firstLoad.length), limit: "0", met: page.search.firstLoad.length === 0 })
      const third = page.thirdParty.requested.length + page.thirdParty.referenced.length
      results.budgets.push({ budget: budgets.thirdPartyRequests.label, where, value: String(third), limit: "0", met: third === 0 })
      const prefix = `${route.id}.${viewport}`
      summary[`${prefix}.requests`] = page.requests
      summary[`${prefix}.firstLoadWire`] = page.firstLoad.compressed
      summary[`${prefix}.prefetchedWire`] = page.prefetched.compressed
      summary[`${prefix}.jsFirstLoad`] = page.jsFirstLoad.compressed
      summary[`${prefix}.jsFirstLoadDecoded`] = page.jsFirstLoad.decoded
      summary[`${prefix}.jsPrefetched`] = page.jsPrefetched.compressed
      if (page.jsOnInteraction) summary[`${prefix}.jsOnInteraction`] = page.jsOnInteraction.compressed
      summary[`${prefix}.css`] = page.css.compressed
      summary[`${prefix}.html`] = total(page, "html").compressed
    }
  }

  for (const route of report.lighthouse?.routes ?? []) {
    for (const viewport of ["mobile", "desktop"]) {
      const result = route[viewport]
      if (!result) continue
      for (const [category, score] of Object.entries(result.scores)) summary[`lighthouse.${route.id}.${viewport}.${category}`] = score
      for (const [metric, value] of Object.entries(result.metrics)) summary[`lighthouse.${route.id}.${viewport}.${metric}`] = round(value, metric === "cls" ? 3 : 0)
    }
    const mobile = route.mobile
    if (!mobile) {
      results.targets.push({ target: `Lighthouse mobile ${targets.lighthouseMobile} in all four categories`, where: route.id, value: "not measured", met: false, why: route.mobileError ?? "" })
      continue
    }
    const all100 = Object.values(mobile.scores).every((score) => score === targets.lighthouseMobile)
    results.targets.push({
      target: `Lighthouse mobile ${targets.lighthouseMobile} in all four categories`,
      where: route.id,
      value: Object.values(mobile.scores).join(" / "),
      met: all100,
      why: all100 ? "" : lighthouseWhy(mobile),
    })
    const lcp = mobile.metrics.lcp
    results.targets.push({
      target: `LCP < ${seconds(targets.lcpMobileMs)} (mobile)`,
      where: route.id,
      value: seconds(lcp),
      met: lcp !== null && lcp < targets.lcpMobileMs,
      why: lcp !== null && lcp < targets.lcpMobileMs ? "" : lighthouseWhy(mobile, "lcp"),
    })
  }

  const inPage = report.search?.inPage
  const engine = report.search?.engine
  for (const index of report.search?.indexes ?? []) {
    summary[`search.index.${index.name}.raw`] = index.raw
    summary[`search.index.${index.name}.gzip`] = index.gzip
  }
  for (const version of engine?.versions ?? []) {
    summary[`search.engine.${version.version}.p95`] = version.all.p95
    summary[`search.engine.${version.version}.loadP50`] = version.firstQueryWithLoad.p50
  }
  if (inPage && !inPage.error) {
    for (const context of inPage.queries) {
      summary[`search.inPage.${context.context}.p50`] = context.all.p50
      summary[`search.inPage.${context.context}.p95`] = context.all.p95
      const engineAll = engine?.versions?.find((version) => context.context.includes(version.version) || context.page.includes(`/${version.version}/`))?.all
      const engineP95 = engineAll?.p95
      results.targets.push({
        target: `search p95 ≤ ${targets.searchP95Ms} ms in the page`,
        where: context.context,
        value: `${context.all.p95} ms (p50 ${context.all.p50} ms)`,
        met: context.all.p95 !== null && context.all.p95 <= targets.searchP95Ms,
        why:
          context.all.p95 !== null && context.all.p95 <= targets.searchP95Ms
            ? ""
            : `input event to results in the DOM is one task: the engine${engineP95 !== undefined && engineP95 !== null ? ` (alone, in Node: p95 ${engineP95} ms)` : ""}, InstantSearch turning the answer into widget state, and React mounting the rows in view in place of the start screen; queries without hits take about 1.5 ms, and the slowest are one- and two-letter prefixes that match most records; the tail adds pauses inside that task (traces show minor garbage collections of 1–3 ms). What would close it: fewer objects per query (MiniSearch builds a result for every matching record and the engine ranks them all; InstantSearch copies every hit to number it and builds its results object) and a lighter row (fewer elements per hit). Slowest queries: ${Object.entries(context.perQuery ?? {})
                .sort((a, b) => (b[1].p95 ?? 0) - (a[1].p95 ?? 0))
                .slice(0, 3)
                .map(([query, stats]) => `\`${query}\` ${stats.p95} ms`)
                .join(", ")}`,
      })
    }
    summary["search.open.cold.p50"] = inPage.open.cold.p50
    summary["search.open.warm.p50"] = inPage.open.warm.p50
    summary["search.open.coldFirstResults.p50"] = inPage.open.coldFirstResults.p50
    const warm = inPage.open.warm.p50
    results.targets.push({
      target: `modal interactive ≤ ${targets.modalWarmMs} ms after Ctrl+K, warm (median)`,
      where: "docs page",
      value: `${warm} ms (p95 ${inPage.open.warm.p95} ms; cold ${inPage.open.cold.p50} ms)`,
      met: warm !== null && warm <= targets.modalWarmMs,
      why: warm !== null && warm <= targets.modalWarmMs ? "" : "the modal mounts (and renders its start screen) before the input takes focus",
    })
  } else {
    results.targets.push({
      target: `search p95 ≤ ${targets.searchP95Ms} ms in the page; modal ≤ ${targets.modalWarmMs} ms warm`,
      where: "docs page",
      value: "not measured",
      met: false,
      why: inPage?.error ?? "no in-page search figures",
    })
  }

  if (report.buildComparison) {
    // Measured side by side in this run: these replace the wall-time ratio against the original's recorded figure.
    for (const row of comparisonTargets(report.buildComparison)) results.targets.push({ ...row, why: row.met ? "" : "see bench/build.md for what each lever bought and what is left" })
  } else if (report.build?.cold) {
    const ratio = report.build.cold.wallMs / originalColdBuildMs
    summary["build.coldMs"] = report.build.cold.wallMs
    summary["build.coldCpuMs"] = report.build.cold.cpuMs
    summary["build.coldRatio"] = round(ratio, 2)
    // Sharp's jobs run alongside the webpack builds, off the critical path.
    const phases = Object.entries(report.build.cold.phases)
      .filter(([name]) => name !== "bootstrap finished" && !name.startsWith("Running "))
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([name, value]) => `${name} ${seconds(value)}`)
      .join(", ")
    results.targets.push({
      target: `cold build ≤ ${targets.coldBuildRatio} × the original's (${seconds(originalColdBuildMs)})`,
      where: `${report.output.pages} pages`,
      value: `${seconds(report.build.cold.wallMs)} = ${ratio.toFixed(2)} ×`,
      met: ratio <= targets.coldBuildRatio,
      why:
        ratio <= targets.coldBuildRatio
          ? ""
          : `bootstrap (sourcing, schema, queries) ${seconds(report.build.cold.phases["bootstrap finished"])}, then longest phases: ${phases}; CPU time ${seconds(report.build.cold.cpuMs)} over ${seconds(report.build.cold.wallMs)} wall (load average ${report.build.cold.load?.[0]} on ${report.meta.cpu}). Gatsby runs two webpack compilations (browser bundles, then the HTML renderer); the site's plain modules go through esbuild and the bundles through SWC's minifier (Babel only where Gatsby's plugins are needed, decision 0008, bench/build.md), and what remains is webpack itself and Gatsby's bootstrap, for which Gatsby 5 offers no faster replacement. What closes it in practice is Gatsby's cache: ${report.build.cached ? `a build with .cache/ and public/ kept takes ${seconds(report.build.cached.wallMs)} = ${(report.build.cached.wallMs / originalColdBuildMs).toFixed(2)} ×, so CI and hosts should cache those folders` : "CI and hosts should cache .cache/ and public/"}`,
    })
  }
  if (report.build?.cached) {
    summary["build.cachedMs"] = report.build.cached.wallMs
    summary["build.cachedCpuMs"] = report.build.cached.cpuMs
  }
  if (report.output) {
    summary["output.deployableBytes"] = report.output.deployableBytes
    summary["output.pages"] = report.output.pages
  }
  if (docs) results.hints.push(...jsHints(docs))
  for (const route of report.routes ?? []) {
    const fonts = total(route.mobile, "font")
    if (fonts.count) results.hints.push(`${route.id}: ${fonts.count} font files, ${kB(fonts.compressed)}: system fonts or one self-hosted subset (woff2, preloaded) would remove or shrink them.`)
    const images = route.mobile.files.filter((file) => file.category === "image" && file.compressed > 50_000)
    if (images.length) results.hints.push(`${route.id}: large images on mobile: ${images.map((file) => `${file.url} ${kB(file.compressed)}`).join(", ")} — serve sized variants (gatsby-plugin-image with \`sizes\`/\`breakpoints\`).`)
  }
  return results
}

/** Ratios now / baseline of every key figure both reports have. */
export function compareReports(baseline, report, file) {
  const before = baseline.evaluation?.summary ?? {}
  const after = report.evaluation.summary
  const rows = []
  for (const [key, value] of Object.entries(after)) {
    const old = before[key]
    if (typeof value !== "number" || typeof old !== "number") continue
    rows.push({ key, baseline: old, now: value, ratio: old === 0 ? (value === 0 ? 1 : null) : round(value / old, 3) })
  }
  return { file, baselineDate: baseline.meta?.date ?? null, rows }
}

function routeRows(report, viewport) {
  return report.routes.map((route) => {
    const page = route[viewport]
    const cell = (category) => {
      const t = total(page, category)
      return t.count ? `${t.count} · ${kB(t.compressed)}` : "–"
    }
    const coverage = page.jsCoverage ? `${Math.round((100 * page.jsCoverage.used) / Math.max(1, page.jsCoverage.total))}%` : "–"
    return [
      `${route.id} \`${route.path}\``,
      String(page.requests),
      cell("html"),
      `${page.jsFirstLoad.count} · ${kB(page.jsFirstLoad.compressed)} (${kB(page.jsFirstLoad.decoded)})`,
      coverage,
      page.jsPrefetched.count ? `${page.jsPrefetched.count} · ${kB(page.jsPrefetched.compressed)}` : "–",
      page.jsOnInteraction?.count ? `${page.jsOnInteraction.count} · ${kB(page.jsOnInteraction.compressed)}` : "–",
      `${kB(page.css.compressed)}${page.css.files.count ? ` (${page.css.files.count} files)` : " inline"}`,
      cell("font"),
      cell("image"),
      cell("data"),
      kB(page.firstLoad.compressed),
      kB(page.firstLoad.decoded),
      page.prefetched.count ? `${page.prefetched.count} · ${kB(page.prefetched.compressed)}` : "–",
    ]
  })
}

export function toMarkdown(report) {
  const { meta, evaluation } = report
  const docs = docsRoute(report)
  const lines = []
  const push = (...items) => lines.push(...items)
  push(
    "# Performance benchmark",
    "",
    `${meta.date} · commit ${meta.commit?.slice(0, 10) ?? "?"} · ${meta.cpu}, ${meta.memoryGB} GB · Node ${meta.node}${meta.browser ? ` · ${meta.browser}` : ""} · load average ${meta.loadAtStart.join(" ")} at start, ${meta.loadAtEnd?.join(" ")} at end · ${Math.round(meta.durationMs / 1000)} s`,
    "",
    `Production build served from 127.0.0.1 with gzip (level 6). kB = 1000 B. Lighthouse ${report.lighthouse ? `medians of ${report.lighthouse.mobileRuns} mobile / ${report.lighthouse.desktopRuns} desktop runs per route` : "not run"}.`,
    "",
  )

  // The table the README shows.
  const mobileDocs = docs?.mobile
  const lhDocs = report.lighthouse?.routes.find((route) => route.id === docs?.id)?.mobile
  const lhAll = (report.lighthouse?.routes ?? []).map((route) => route.mobile).filter(Boolean)
  const range = (category) => {
    const values = lhAll.map((result) => result.scores[category]).filter((value) => value !== null)
    if (!values.length) return "–"
    const [lo, hi] = [Math.min(...values), Math.max(...values)]
    return lo === hi ? String(lo) : `${lo}–${hi}`
  }
  const searchP95 = report.search?.inPage?.queries?.map((context) => context.all.p95)
  push("## Summary", "")
  push(
    table(
      ["Figure", original.name, "Now", "Target / budget"],
      [
        ["First-load JS, docs page (gzip / decoded)", `${kB(original.docsFirstLoadJs.compressed)} / ${kB(original.docsFirstLoadJs.decoded)}`, mobileDocs ? `${kB(mobileDocs.jsFirstLoad.compressed)} / ${kB(mobileDocs.jsFirstLoad.decoded)}` : "–", `≤ ${kB(budgets.docsFirstLoadJs.limit)}`],
        ["The page's view (fetched when idle or on the first interaction), docs page", "–", mobileDocs?.jsOnInteraction ? kB(mobileDocs.jsOnInteraction.compressed) : "–", "–"],
        ["First load + first interaction JS, docs page", "–", mobileDocs?.jsOnInteraction ? kB(mobileDocs.jsFirstLoad.compressed + mobileDocs.jsOnInteraction.compressed) : "–", `≤ ${kB(budgets.interactionJs.limit)}`],
        ["Prefetched after load, docs page", kB(original.docsPrefetched), mobileDocs ? kB(mobileDocs.prefetched.compressed) : "–", "–"],
        ["On the wire, docs page first load", `~${kB(original.pageWire)}`, mobileDocs ? kB(mobileDocs.firstLoad.compressed) : "–", "–"],
        ["CSS per page (gzip, largest route)", "–", report.routes ? kB(Math.max(...report.routes.map((route) => route.mobile.css.compressed))) : "–", `≤ ${kB(budgets.pageCss.limit)}`],
        ["Lighthouse mobile Perf (all route types)", `${original.lighthouseMobile.performance.join("–")}`, range("performance"), "100"],
        ["Lighthouse mobile A11y / BP / SEO", `${original.lighthouseMobile.accessibility.join("–")} / ${original.lighthouseMobile["best-practices"][0]} / ${original.lighthouseMobile.seo.join("–")}`, `${range("accessibility")} / ${range("best-practices")} / ${range("seo")}`, "100"],
        ["LCP mobile, docs page", seconds(original.lcpMobileMs), lhDocs ? seconds(lhDocs.metrics.lcp) : "–", `< ${seconds(targets.lcpMobileMs)}`],
        ["TBT mobile, docs page", ms(original.tbtMobileMs), lhDocs ? ms(lhDocs.metrics.tbt) : "–", "–"],
        ["Search p95 in the page", "–", searchP95?.length ? `${Math.max(...searchP95)} ms` : "not measured", `≤ ${targets.searchP95Ms} ms`],
        ["Ctrl+K → interactive modal, warm (median)", "–", report.search?.inPage?.open ? `${report.search.inPage.open.warm.p50} ms` : "not measured", `≤ ${targets.modalWarmMs} ms`],
        ["Cold build", `${original.coldBuildMs.map((v) => v / 1000).join("–")} s (${original.pages} pages)`, report.build?.cold ? `${seconds(report.build.cold.wallMs)} (${report.output.pages} pages), ${(report.build.cold.wallMs / originalColdBuildMs).toFixed(2)} ×` : "–", `≤ ${targets.coldBuildRatio} ×`],
        ["Build with cache", "–", report.build?.cached ? seconds(report.build.cached.wallMs) : "–", "–"],
      ],
    ),
    "",
  )

  push("## Budgets (CI: `npm run bench:budgets`)", "")
  const budgetGroups = {}
  for (const entry of evaluation.budgets) (budgetGroups[entry.budget] ??= []).push(entry)
  push(
    table(
      ["Budget", "Limit", "Within", "Exceeded by"],
      Object.entries(budgetGroups).map(([name, entries]) => [
        name,
        entries[0].limit,
        `${entries.filter((entry) => entry.met).length}/${entries.length}`,
        entries.filter((entry) => !entry.met).map((entry) => `${entry.where} ${entry.value}`).join(", ") || "–",
      ]),
    ),
    "",
  )

  push("## Targets", "")
  push(table(["Target", "Where", "Now", "Met", "Why (when missed)"], evaluation.targets.map((t) => [t.target, t.where, t.value, t.met ? "yes" : "**no**", t.why || ""])), "")
  if (evaluation.hints.length) push("### What the figures point at", "", ...evaluation.hints.map((hint) => `- ${hint}`), "")

  if (report.routes) {
    const header = ["Route", "Requests", "HTML", "JS first load (decoded)", "JS run on load", "JS prefetched", "JS on first interaction", "CSS", "Fonts", "Images", "Data (page-data, search)", "First load, wire", "First load, decoded", "Prefetched"]
    push("## Page weight, mobile (412×823, DPR 1.75)", "", "Cells: requests · gzip bytes. First load = everything but `<link rel=prefetch>` (and Gatsby's re-reads of those), watched for 6 s after the app starts, before any interaction; JS on first interaction = the page's view (fetched once the browser is idle after the app starts, or on the first interaction) and whatever a pointer movement then fetches; budgets count it together with the first load.", "")
    push(table(header, routeRows(report, "mobile")), "")
    push("## Page weight, desktop (1350×940)", "", table(header, routeRows(report, "desktop")), "")
    if (docs?.jsComposition?.length) {
      push(`### First-load JS of \`${docs.path}\` by source (gzip shares estimated from source maps)`, "")
      push(table(["Source", "gzip", "decoded"], docs.jsComposition.map((entry) => [entry.group, kB(entry.compressed), kB(entry.decoded)])), "")
    }
  }

  if (report.firstTap) {
    const { throttling: t, runs, targetMs, path: tapPath } = report.firstTap
    const cell = (value) => (value === null ? "no effect within 30 s" : `${value} ms`)
    push(
      "## First tap on a throttled phone",
      "",
      `\`${tapPath}\`, Lighthouse's mobile device, ${t.cpuSlowdown}× CPU, ${t.latencyMs} ms round trip, ${(t.downloadKbps / 1000).toFixed(2)} Mbit/s down; a fresh page per tap, median of ${runs}. From the tap's pointerdown to the frame after its effect shows. Settled: the page has hydrated, the control has been in view for 3 s and the network is quiet (target ≤ ${targetMs} ms). At first paint: the tap comes before any of the page's code has arrived, so it is held and carried out once the code is in.`,
      "",
      table(
        ["Control", "Settled", "At first paint"],
        report.firstTap.controls.map((control) => [control.label, `${cell(control.settledMs)}${control.settledMs !== null && control.settledMs > targetMs ? " (over target)" : ""}`, cell(control.atFirstPaintMs)]),
      ),
      "",
    )
  }

  if (report.lighthouse) {
    for (const viewport of ["mobile", "desktop"]) {
      const rows = report.lighthouse.routes.filter((route) => route[viewport])
      if (!rows.length) continue
      push(`## Lighthouse ${viewport} (${report.lighthouse[viewport === "mobile" ? "mobileRuns" : "desktopRuns"]} runs, medians)`, "")
      push(
        table(
          ["Route", "Perf", "A11y", "BP", "SEO", "FCP", "LCP", "TBT", "CLS", "Speed Index", "CPU benchmark index"],
          rows.map((route) => {
            const r = route[viewport]
            return [route.id, ...Object.values(r.scores).map(String), seconds(r.metrics.fcp), seconds(r.metrics.lcp), ms(r.metrics.tbt), String(round(r.metrics.cls, 3)), seconds(r.metrics.si), r.benchmarkIndex.map((value) => Math.round(value)).join(", ")]
          }),
        ),
        "",
      )
    }
  }

  if (report.search) {
    push("## Search", "")
    if (report.search.indexes) {
      push(table(["Index", "Records", "Raw", "gzip"], report.search.indexes.map((index) => [index.name, String(index.records ?? "?"), kB(index.raw), kB(index.gzip)])), "", "A docs page's search loads its version's index plus `unversioned`.", "")
    }
    const engine = report.search.engine
    if (engine?.versions) {
      push(`Engine alone (Node ${meta.node}, src/search's client over the built indexes, ${engine.runs} samples per query; no React, no DOM). Each sample is the smaller of wall and process CPU time; wall time alone in brackets:`, "")
      const both = (stats) => `${stats.p95} ms (${stats.wall?.p95 ?? "–"} ms)`
      push(
        table(
          ["Version", "First query incl. index load (p50)", "All queries p50", "p95", "max", "as-you-type p95", "typo p95", "multi-word p95"],
          engine.versions.map((v) => [
            v.version,
            `${ms(v.firstQueryWithLoad.p50)} (${ms(v.firstQueryWithLoad.wall?.p50)})`,
            `${v.all.p50} ms (${v.all.wall?.p50 ?? "–"} ms)`,
            both(v.all),
            `${v.all.max} ms (${v.all.wall?.max ?? "–"} ms)`,
            both(v.categories["as-you-type"]),
            both(v.categories.typo),
            both(v.categories["multi-word"]),
          ]),
        ),
        "",
      )
    } else if (engine?.error) push(`Engine figures: ${engine.error}`, "")
    const inPage = report.search.inPage
    if (inPage && !inPage.error) {
      push("In the page (scripts/bench/search.mjs: input event to results in the DOM; Ctrl+K to focus in the modal's input):", "")
      push(
        table(
          ["Context", "Samples", "p50", "p95", "max", "as-you-type p95", "typo p95", "multi-word p95"],
          inPage.queries.map((c) => [c.context, String(c.all.samples), `${c.all.p50} ms`, `${c.all.p95} ms`, `${c.all.max} ms`, `${c.categories["as-you-type"].p95} ms`, `${c.categories.typo.p95} ms`, `${c.categories["multi-word"].p95} ms`]),
        ),
        "",
      )
      push(
        table(
          ["Ctrl+K", "Samples", "p50", "p95", "max"],
          [
            ["→ input focused, cold (modal code downloaded)", inPage.open.cold],
            ["→ input focused, warm", inPage.open.warm],
            ["→ first results for `buffer`, cold", inPage.open.coldFirstResults],
          ].map(([label, s]) => [label, String(s.samples), `${s.p50} ms`, `${s.p95} ms`, `${s.max} ms`]),
        ),
        "",
      )
    } else push(`In-page figures: not measured — ${inPage?.error ?? "?"}`, "")
  }

  if (report.build || report.output) {
    push("## Build", "")
    if (report.build) {
      const phases = [...new Set(Object.values(report.build).flatMap((b) => Object.keys(b.phases)))]
      push(
        table(
          ["Build", "Wall", "CPU (user+sys)", "Peak memory", "Load avg", ...phases],
          Object.entries(report.build).map(([name, b]) => [name, seconds(b.wallMs), seconds(b.cpuMs), b.peakRssBytes ? `${Math.round(b.peakRssBytes / 2 ** 20)} MiB` : "–", String(b.load?.[0] ?? "–"), ...phases.map((phase) => seconds(b.phases[phase]))]),
        ),
        "",
      )
    }
    if (report.buildComparison) push("### Side by side with the Docusaurus original", "", comparisonMarkdown(report.buildComparison))
    if (report.output) {
      const o = report.output
      push(`Output: ${o.pages} HTML pages, ${o.files} files, ${kB(o.bytes)} (${kB(o.deployableBytes)} without source maps).`, "")
      push(table(["Kind", "Files", "Bytes"], Object.entries(o.kinds).sort((a, b) => b[1].bytes - a[1].bytes).map(([kind, k]) => [kind, String(k.files), kB(k.bytes)])), "")
    }
  }

  if (report.comparison) {
    push(`## Compared with ${report.comparison.file} (${report.comparison.baselineDate ?? "?"})`, "", "Ratio = now / then (below 1 is smaller or faster; for Lighthouse scores, higher is better).", "")
    push(table(["Figure", "Then", "Now", "Ratio"], report.comparison.rows.map((row) => [row.key, String(row.baseline), String(row.now), row.ratio === null ? "–" : String(row.ratio)])), "")
  }
  return lines.join("\n") + "\n"
}
