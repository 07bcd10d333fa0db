/**
 * Page-view analytics (spec §7), switched on by the environment only:
 * GATSBY_GTAG_IDS (comma separated, e.g. two Google tag ids) and
 * GATSBY_GTM_ID (a Tag Manager container). Unset, the build contains no
 * analytics code and pages make no third-party request. Set, pages carry a
 * small inline loader that requests nothing when Do-Not-Track is on (the
 * Google plugins put their <script src> in the HTML, so the browser fetched
 * gtag.js and the container whatever the reader asked).
 */
import type { PluginRef } from "gatsby"

/** Google tag and Tag Manager ids: letters, digits and dashes ("G-ABC123", "GTM-XYZ9"). */
const idPattern = /^[A-Z]{1,4}-[A-Z0-9-]{2,30}$/i

function ids(raw: string | undefined, variable: string): string[] {
  const list = (raw ?? "")
    .split(",")
    .map(id => id.trim())
    .filter(Boolean)
  // The plugins paste ids into inline scripts: refuse anything that is not an id.
  for (const id of list) {
    if (!idPattern.test(id)) throw new Error(`${variable}: "${id}" is not a Google tag id (expected something like G-ABC123 or GTM-ABC123)`)
  }
  return list
}

/**
 * The local plugin plugins/analytics (an inline loader that honours
 * Do-Not-Track before any request), or nothing when no id is set.
 * `pluginPath` is where Gatsby finds that plugin: its name for this site,
 * an absolute path for another site (the analytics test fixture).
 */
export function analyticsPlugins(env: NodeJS.ProcessEnv = process.env, pluginPath = "analytics"): PluginRef[] {
  const gtagIds = ids(env.GATSBY_GTAG_IDS, "GATSBY_GTAG_IDS")
  const [gtmId, ...extra] = ids(env.GATSBY_GTM_ID, "GATSBY_GTM_ID")
  if (extra.length > 0) throw new Error("GATSBY_GTM_ID: give one Tag Manager container id")
  if (gtagIds.length === 0 && !gtmId) return []
  return [{ resolve: pluginPath, options: { gtagIds, gtmId: gtmId ?? null } }]
}
