/**
 * The inline script that starts page-view analytics. It runs in the page's
 * head and first checks Do-Not-Track: with it on, it stops there, so no
 * Google tag or Tag Manager script is requested and no `gtag` or `dataLayer`
 * exists. Otherwise it configures the Google tags (IP anonymised; page views
 * are sent by reportRouteChange, including the first) and adds the
 * gtag.js and gtm.js scripts itself.
 *
 * The ids are checked by src/node/analyticsPlugins.ts; they are written as
 * JSON strings all the same.
 */

export interface AnalyticsIds {
  gtagIds: readonly string[]
  gtmId: string | null
}

export const analyticsOrigin = "https://www.googletagmanager.com"

/** The expression the loader, and the route reports, treat as "do not track". */
export const doNotTrackCheck = 'n.doNotTrack=="1"||n.doNotTrack=="yes"||w.doNotTrack=="1"||n.msDoNotTrack=="1"'

export function analyticsLoaderScript({ gtagIds, gtmId }: AnalyticsIds): string {
  const parts = [
    "(function(w,d,n){",
    `if(${doNotTrackCheck})return;`,
    "var l=w.dataLayer=w.dataLayer||[];",
    'function add(src){var s=d.createElement("script");s.async=true;s.src=src;d.head.appendChild(s)}',
  ]
  if (gtagIds.length > 0) {
    // gtag.js reads `arguments` objects from the data layer, so this must not be an arrow function.
    parts.push('w.gtag=function(){l.push(arguments)};w.gtag("js",new Date());')
    for (const id of gtagIds) parts.push(`w.gtag("config",${JSON.stringify(id)},{"anonymize_ip":true,"send_page_view":false});`)
    parts.push(`add(${JSON.stringify(`${analyticsOrigin}/gtag/js?id=${encodeURIComponent(gtagIds[0])}`)});`)
  }
  if (gtmId) {
    parts.push('l.push({"gtm.start":new Date().getTime(),event:"gtm.js"});')
    parts.push(`add(${JSON.stringify(`${analyticsOrigin}/gtm.js?id=${encodeURIComponent(gtmId)}`)});`)
  }
  parts.push("})(window,document,navigator)")
  return parts.join("")
}
