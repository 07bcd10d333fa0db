/**
 * Page-view analytics (spec §7), switched on by the environment only:
 * GATSBY_GTAG_IDS (comma separated, e.g. two Google tag ids) and
 * GATSBY_GTM_ID (a Tag Manager container). Unset, neither plugin is in the
 * build: no analytics code ships and pages make no third-party request.
 *
 * Set, the two Google plugins of the stack do the work. gtag honours
 * Do-Not-Track as far as its `respectDNT` goes (no config call, no page
 * views; gtag.js itself is still fetched); Tag Manager has no such option,
 * so a container's tags decide for themselves.
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

/** gatsby-plugin-google-gtag and/or gatsby-plugin-google-tagmanager, as the environment asks; nothing when no id is set. */
export function analyticsPlugins(env: NodeJS.ProcessEnv = process.env): PluginRef[] {
  const gtagIds = ids(env.GATSBY_GTAG_IDS, "GATSBY_GTAG_IDS")
  const [gtmId, ...extra] = ids(env.GATSBY_GTM_ID, "GATSBY_GTM_ID")
  if (extra.length > 0) throw new Error("GATSBY_GTM_ID: give one Tag Manager container id")
  const plugins: PluginRef[] = []
  if (gtagIds.length > 0) {
    plugins.push({
      resolve: "gatsby-plugin-google-gtag",
      options: {
        trackingIds: gtagIds,
        gtagConfig: { anonymize_ip: true },
        // In the head, so the tag starts with the page rather than after its scripts.
        pluginConfig: { head: true, respectDNT: true },
      },
    })
  }
  if (gtmId) {
    plugins.push({
      resolve: "gatsby-plugin-google-tagmanager",
      // Client-side page changes reach the container as this event (a trigger in the container can count them).
      options: { id: gtmId, includeInDevelopment: false, routeChangeEventName: "gatsby-route-change" },
    })
  }
  return plugins
}
