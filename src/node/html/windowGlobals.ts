/**
 * Gatsby hands its runtime three values as inline scripts that assign
 * globals: `window.pagePath` (a different one on every page),
 * `window.___webpackCompilationHash` (a different one after every change to
 * the bundles) and `window.___chunkMapping`. A Content-Security-Policy that
 * allows inline scripts by hash would need one hash per page and a new policy
 * per build. So each such script becomes a JSON data block, which the browser
 * never runs and CSP does not govern, and the entry-script loader
 * (src/node/html/scriptsAfterFirstPaint.tsx) assigns its values to `window`
 * before it adds Gatsby's entry scripts. Decision: docs/decisions/0002-strict-csp.md.
 */

/** The attribute that marks a data block whose keys the loader assigns to `window`. */
export const windowGlobalsAttribute = "data-window-globals"

const cdataWrapper = /^\s*\/\*<!\[CDATA\[\*\/([\s\S]*)\/\*\]\]>\*\/\s*$/
const assignmentStart = /^\s*window\.([A-Za-z_$][\w$]*)\s*=/

/**
 * The globals a script assigns when it does nothing else: one or more
 * `window.name=<JSON>;` statements, optionally inside Gatsby's CDATA comment.
 * Null for any other script.
 */
export function windowAssignments(script: string): Record<string, unknown> | null {
  let rest = script.replace(cdataWrapper, "$1")
  const globals: Record<string, unknown> = {}
  let found = false
  while (rest.trim() !== "") {
    const start = assignmentStart.exec(rest)
    if (!start) return null
    rest = rest.slice(start[0].length)
    // The value ends at the first ";" after which it parses as JSON (a string value may hold ";").
    let parsed = false
    for (let end = rest.indexOf(";"); end !== -1; end = rest.indexOf(";", end + 1)) {
      try {
        globals[start[1]] = JSON.parse(rest.slice(0, end))
      } catch {
        continue
      }
      rest = rest.slice(end + 1)
      parsed = true
      break
    }
    if (!parsed) return null
    found = true
  }
  return found ? globals : null
}

/** JSON safe inside <script>: no "<" that could close the element or open a comment. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c")
}

export function windowGlobalsDataBlock(globals: Record<string, unknown>): string {
  return `<script type="application/json" ${windowGlobalsAttribute}>${scriptSafeJson(globals)}</script>`
}

const inlineScript = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/g

/**
 * Gatsby's `_gatsby-scripts` slice with its global-assigning scripts turned
 * into one data block in their place; throws when it has none and no data
 * block either (Gatsby's output changed: look at what it writes now).
 */
export function sliceGlobalsAsData(sliceHtml: string, file: string): string {
  const globals: Record<string, unknown> = {}
  let first = -1
  const stripped = sliceHtml.replace(inlineScript, (element, attributes: string | undefined, text: string, offset: number) => {
    if (/\ssrc=/.test(attributes ?? "")) return element
    const assigned = windowAssignments(text)
    if (!assigned) return element
    Object.assign(globals, assigned)
    if (first === -1) first = offset
    return "\u0000"
  })
  if (first === -1) {
    if (sliceHtml.includes(windowGlobalsAttribute)) return sliceHtml
    throw new Error(`${file} assigns no window globals the way Gatsby 5.16 did; check what the installed Gatsby writes and update src/node/html/windowGlobals.ts.`)
  }
  // All of them where the first one was, in their order.
  return stripped.replace("\u0000", windowGlobalsDataBlock(globals)).split("\u0000").join("").replace(/^\s+/, "")
}
