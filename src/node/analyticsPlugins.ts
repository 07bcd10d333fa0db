/**
 * Page-view analytics (spec §7), switched on by the environment only:
 * GATSBY_GTAG_IDS (comma separated, e.g. two Google tag ids) and
 * GATSBY_GTM_ID (a Tag Manager container). Unset, the build contains no
 * analytics code and pages make no third-party request.
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

export function analyticsPlugins(env: NodeJS.ProcessEnv = process.env): PluginRef[] {
  const plugins: PluginRef[] = []
  const gtagIds = ids(env.GATSBY_GTAG_IDS, "GATSBY_GTAG_IDS")
  if (gtagIds.length > 0) {
    plugins.push({
      resolve: "gatsby-plugin-google-gtag",
      options: {
        trackingIds: gtagIds,
        gtagConfig: { anonymize_ip: true },
        pluginConfig: { head: true, respectDNT: true },
      },
    })
  }
  const [gtmId, ...extra] = ids(env.GATSBY_GTM_ID, "GATSBY_GTM_ID")
  if (extra.length > 0) throw new Error("GATSBY_GTM_ID: give one Tag Manager container id")
  if (gtmId) {
    plugins.push({
      resolve: "gatsby-plugin-google-tagmanager",
      options: { id: gtmId, includeInDevelopment: false, enableWebVitalsTracking: false },
    })
  }
  return plugins
}
