/** Where the browser tests' path-prefixed build is served (scripts/build-prefixed.mjs). */
export const testPathPrefix = "/rsvim"

export function prefixedOrigin(port = Number(process.env.E2E_PORT ?? 9100) + 2): string {
  return `http://127.0.0.1:${port}`
}
