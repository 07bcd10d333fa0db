/**
 * Browser-side URL rules. "/a/b.html" and "/a/b/index.html" are normalised to
 * "/a/b" (the site's one spelling of every page); "/index.html" becomes "/";
 * "//" collapses to "/" (a host that does not collapse it answers 404 there).
 */
export function normalizeHtmlPath(pathname: string): string {
  const collapsed = pathname.replace(/\/{2,}/g, "/")
  if (!/\.html$/.test(collapsed)) return collapsed
  const stripped = collapsed.replace(/\/index\.html$/, "").replace(/\.html$/, "")
  return stripped === "" ? "/" : stripped
}

/**
 * Inline head script: replaces (never pushes) a .html address with the clean
 * one before anything renders, so the router only ever sees clean paths.
 */
export const normalizeHtmlPathScript = `(function(){var n=(${normalizeHtmlPath.toString()})(location.pathname);if(n!==location.pathname)location.replace(n+location.search+location.hash)})()`
