export interface StaticServer {
  /** http://127.0.0.1:<port> */
  origin: string
  /** Every requested path, in order. */
  requests: string[]
  close(): Promise<void>
}

export interface StaticServerOptions {
  /** The build folder; must hold an index.html. */
  root: string
  /** The path the folder is served below ("/" by default); outside it everything is a plain 404. */
  prefix?: string
  /** One port to bind. */
  port?: number
  /** A range [from, to] to take the first free port of (any free port when neither is given). */
  ports?: [number, number]
  /** Gzip compressible responses when the client accepts it (true by default). */
  gzip?: boolean
  /** zlib level (6 by default). */
  level?: number
  /** Send the headers the folder's `_headers` file gives each path (false by default; throws when there is none). */
  hostHeaders?: boolean
}

export interface HeadersRule {
  path: string
  headers: [name: string, value: string][]
}

/** The rules of a Netlify / Cloudflare Pages `_headers` file. */
export function parseHeadersFile(text: string): HeadersRule[]
/** The headers of every rule matching a path, in the file's order. */
export function headersFor(rules: HeadersRule[], urlPath: string): [name: string, value: string][]

/** Gatsby's caching advice for a served URL path. */
export function cacheControl(urlPath: string): string
/** Serves a build folder like GitHub Pages: folder/index.html, 404.html with status 404, gzip. */
export function startStaticServer(options: StaticServerOptions): Promise<StaticServer>
