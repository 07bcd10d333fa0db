/**
 * The wrong-base-URL check. It runs as an inline script (Function#toString),
 * so it must stay self-contained: no imports, no helpers.
 */

/**
 * Whether a page gets the check: the home page of a production build only.
 * `gatsby develop` serves one HTML shell, rendered for "/", at every path, so
 * there the script would see every other page as "served elsewhere".
 */
export function baseUrlCheckApplies({ enabled, pathname, nodeEnv }: { enabled: boolean; pathname: string; nodeEnv: string | undefined }): boolean {
  return enabled && nodeEnv === "production" && pathname === "/"
}

/**
 * The base URL the home page is actually served under, when that differs
 * from the configured one; null when they agree. `pathname` is the home
 * page's address ("/rsvim/" or "/rsvim/index.html"); `base` ends with "/".
 */
export function suggestedBaseUrl(pathname: string, base: string): string | null {
  let actual = pathname.replace(/index\.html$/, "")
  if (actual.charAt(actual.length - 1) !== "/") actual += "/"
  return actual === base ? null : actual
}

export interface BannerText {
  title: string
  /** {actual} and {base}: the two base URLs. */
  explanation: string
  /** {actual}, and {build}: how to build for it (prefixBuild or rootBuild, with {prefix} filled). */
  suggestion: string
  prefixBuild: string
  rootBuild: string
}

/**
 * Inserts the banner at the top of <body>, outside React's root so hydration
 * never trips over it. Styles are inline: the site's CSS may be missing too.
 */
export function insertBaseUrlBanner(doc: Document, pathname: string, base: string, text: BannerText, check: typeof suggestedBaseUrl): void {
  const suggestion = check(pathname, base)
  if (suggestion === null || doc.getElementById("base-url-issue-banner")) return
  const banner = doc.createElement("div")
  banner.id = "base-url-issue-banner"
  banner.setAttribute("role", "alert")
  banner.setAttribute(
    "style",
    "font:16px/1.5 system-ui,sans-serif;background:#fdecea;color:#5f1410;border-bottom:3px solid #b3261e;padding:14px 20px;margin:0"
  )
  const title = doc.createElement("p")
  title.setAttribute("style", "margin:0 0 4px;font-weight:700")
  title.textContent = text.title
  const explanation = doc.createElement("p")
  explanation.setAttribute("style", "margin:0 0 4px")
  // split/join, not replace: a string pattern would fill only the first of several placeholders.
  const prefix = suggestion.replace(/\/+$/, "")
  const build = prefix ? text.prefixBuild.split("{prefix}").join(prefix) : text.rootBuild
  explanation.textContent = text.explanation.split("{actual}").join(suggestion).split("{base}").join(base)
  const advice = doc.createElement("p")
  advice.setAttribute("style", "margin:0")
  advice.textContent = text.suggestion.split("{actual}").join(suggestion).split("{build}").join(build)
  banner.appendChild(title)
  banner.appendChild(explanation)
  banner.appendChild(advice)
  doc.body.insertBefore(banner, doc.body.firstChild)
}

const strings: BannerText = {
  title: "This site did not load properly.",
  explanation: "It is served under {actual}, but it was built for the base URL {base}, so its scripts and styles are requested from the wrong place.",
  suggestion: "Build it for the base URL {actual} ({build}), or serve it at the configured base URL.",
  prefixBuild: "PATH_PREFIX={prefix} with --prefix-paths",
  rootBuild: "without --prefix-paths",
}

/**
 * The home page's inline script (gatsby-ssr puts it first in <body>, outside
 * React): it works even when the site's JavaScript and CSS fail to load,
 * which is exactly what serving it under the wrong base URL causes.
 */
export function baseUrlIssueBannerScript(base: string): string {
  const text = JSON.stringify(strings).replace(/</g, "\\u003c")
  return `(${insertBaseUrlBanner.toString()})(document,location.pathname,${JSON.stringify(base)},${text},${suggestedBaseUrl.toString()})`
}
