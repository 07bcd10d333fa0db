/**
 * Every page is complete, readable HTML; its JavaScript only hydrates it. So
 * the browser should paint first and fetch and run the scripts after: on a
 * phone, running React before the first paint holds the content back, and on
 * a slow network the scripts compete with the page for bandwidth.
 *
 * Gatsby writes its entry scripts as `<script src=… async>` at the end of
 * <body> (and offers no hook after it does). This rewrites a built page so a
 * tiny inline loader adds the same scripts once the first contentful paint has
 * happened: when a `paint` performance entry arrives, or on the next frame
 * where the browser cannot report paints, or at once in a tab that is hidden
 * (no frames run there).
 */

const asyncScriptTag = /<script src="([^"]+)" async(?:="")?><\/script>/g

/** The loader: a PerformanceObserver for the first paint, falling back to the next frame. */
export function scriptLoader(sources: readonly string[]): string {
  return (
    "(function(){var d=document,s=" +
    JSON.stringify(sources) +
    ",done=false;function load(){if(done)return;done=true;" +
    "for(var i=0;i<s.length;i++){var e=d.createElement('script');e.src=s[i];e.async=true;d.body.appendChild(e)}}" +
    "if(d.visibilityState==='hidden'){load();return}" +
    "var P=window.PerformanceObserver;" +
    "if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){" +
    "new P(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();setTimeout(load,0)}}).observe({type:'paint',buffered:true});" +
    // A page that paints nothing contentful still gets its scripts.
    "setTimeout(load,3000)}" +
    "else requestAnimationFrame(function(){setTimeout(load,0)})})()"
  )
}

const loaderTag = /<script id="scripts-after-first-paint">[\s\S]*?<\/script>/g

/**
 * The page with its async entry scripts moved behind exactly one loader;
 * unchanged when it has no such scripts (a page Gatsby did not write, or one
 * already rewritten). A cached `gatsby build` can write fresh script tags
 * into a page that still holds an earlier loader: that loader names stale
 * bundles, so it goes and the fresh tags decide.
 */
export function loadScriptsAfterFirstPaint(html: string): string {
  const sources = [...new Set([...html.matchAll(asyncScriptTag)].map(match => match[1]))]
  if (sources.length === 0) return html
  const bodyEnd = html.lastIndexOf("</body>")
  if (bodyEnd < 0) return html
  const withoutTags = html.slice(0, bodyEnd).replace(asyncScriptTag, "").replace(loaderTag, "")
  return `${withoutTags}<script id="scripts-after-first-paint">${scriptLoader(sources)}</script>${html.slice(bodyEnd)}`
}
