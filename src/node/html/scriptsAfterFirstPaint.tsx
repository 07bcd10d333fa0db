/**
 * Every page is complete, readable HTML; its JavaScript only hydrates it. So
 * the browser should paint first and fetch and run the scripts after: on a
 * phone, running React before the first paint holds the content back, and on
 * a slow network the scripts compete with the page for bandwidth.
 *
 * Gatsby 5 does not render its entry scripts with the page: it puts a
 * placeholder for its `_gatsby-scripts` slice at the end of <body> and, after
 * rendering, stitches the slice's file into it (the chunk map, the compilation
 * hash and one `<script src async>` per entry chunk). A later build whose
 * bundles changed only re-stitches that slice and leaves the rest of each page
 * as rendered. So the page does not name the scripts itself: the placeholder
 * goes inside an inert <template> (nothing in it is fetched or run), and one
 * inline loader, the same on every page and in every build, copies the
 * template's scripts into the document after the first contentful paint.
 *
 * The inline scripts that only assign Gatsby's globals (the page's path here,
 * the chunk map and compilation hash in the slice) are JSON data blocks
 * instead (src/node/html/windowGlobals.ts): the loader assigns their values
 * first, and the page's only inline scripts are the same on every page, so a
 * Content-Security-Policy can list their hashes.
 */
import React, { type ReactNode } from "react"
import { scriptSafeJson, windowAssignments, windowGlobalsAttribute } from "./windowGlobals"

/** Where Gatsby's stitched entry scripts wait for the loader. */
export const entryScriptsTemplateId = "gatsby-entry-scripts"
export const loaderScriptId = "scripts-after-first-paint"

/**
 * The loader. It assigns the values of the template's globals data blocks to
 * `window` and runs its scripts (inline ones at once, in order; `src` ones
 * async) when a `first-contentful-paint` entry arrives; on the next
 * frame where the browser reports no paints; at once in a hidden tab, where no
 * frames run; and after 3 s in any case, so a page that paints nothing
 * contentful still hydrates. Attributes are copied as written: `src` read as a
 * property would resolve against the template's inert document.
 */
export const scriptLoader =
  "(function(){var d=document,done=false;function load(){if(done)return;done=true;" +
  `var t=d.getElementById(${JSON.stringify(entryScriptsTemplateId)}),s=t?t.content.querySelectorAll('script'):[];` +
  "for(var i=0;i<s.length;i++){" +
  `if(s[i].getAttribute(${JSON.stringify(windowGlobalsAttribute)})!==null){var g=JSON.parse(s[i].text);for(var k in g)window[k]=g[k];continue}` +
  "var e=d.createElement('script'),a=s[i].attributes;" +
  "for(var j=0;j<a.length;j++)e.setAttribute(a[j].name,a[j].value);e.text=s[i].text;d.body.appendChild(e)}}" +
  "if(d.visibilityState==='hidden'){load();return}" +
  "var P=window.PerformanceObserver;" +
  "if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){" +
  "new P(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();setTimeout(load,0)}}).observe({type:'paint',buffered:true});" +
  "setTimeout(load,3000)}" +
  "else requestAnimationFrame(function(){setTimeout(load,0)})})()"

const entryScriptsSliceId = "_gatsby-scripts"
/** Gatsby's inline script that sets `window.pagePath` (cache-dir/static-entry.js). */
const pageGlobalsScriptId = "gatsby-script-loader"

function isEntryScriptsSlot(component: ReactNode): component is React.ReactElement {
  return React.isValidElement(component) && (component.props as { sliceId?: unknown }).sliceId === entryScriptsSliceId
}

type InlineScriptProps = { id?: unknown; dangerouslySetInnerHTML?: { __html?: unknown } }

function isPageGlobalsScript(component: ReactNode): component is React.ReactElement<InlineScriptProps> {
  return React.isValidElement(component) && component.type === "script" && (component.props as InlineScriptProps).id === pageGlobalsScriptId
}

/** Gatsby's page-globals script as a data block; throws when it does more than assign globals. */
function pageGlobalsDataBlock(script: React.ReactElement<InlineScriptProps>): ReactNode {
  const text = script.props.dangerouslySetInnerHTML?.__html
  const globals = typeof text === "string" ? windowAssignments(text) : null
  if (!globals) throw new Error(`scriptsAfterFirstPaint: Gatsby's #${pageGlobalsScriptId} script no longer only assigns window globals (${String(text).slice(0, 120)}); see src/node/html/windowGlobals.ts`)
  return <script key={pageGlobalsScriptId} type="application/json" {...{ [windowGlobalsAttribute]: "" }} dangerouslySetInnerHTML={{ __html: scriptSafeJson(globals) }} />
}

/**
 * The post-body components with Gatsby's entry-scripts slot moved into the
 * template, after the page's globals as data, followed by the loader.
 * Unchanged when there is no such slot (`gatsby develop` loads its scripts
 * directly).
 */
export function scriptsAfterFirstPaint(components: readonly ReactNode[]): ReactNode[] {
  if (!components.some(isEntryScriptsSlot)) return [...components]
  const pageGlobals = components.filter(isPageGlobalsScript).map(pageGlobalsDataBlock)
  return components.flatMap<ReactNode>(component =>
    isPageGlobalsScript(component)
      ? []
      : isEntryScriptsSlot(component)
        ? [
            <template key={entryScriptsTemplateId} id={entryScriptsTemplateId}>
              {pageGlobals}
              {component}
            </template>,
            <script key={loaderScriptId} id={loaderScriptId} dangerouslySetInnerHTML={{ __html: scriptLoader }} />,
          ]
        : [component]
  )
}
