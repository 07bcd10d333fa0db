/**
 * `gatsby serve` (the test and preview server) looks a request's path up as a
 * page key in its LMDB store, whose keys hold about 4 kB: a longer path made
 * it answer 500. A path that long is no page: it gets the not-found page.
 */
import { expect, test } from "@playwright/test"

test.describe("very long paths get the not-found page, not a server error", () => {
  for (const [name, path] of [
    ["one long segment", `/docs/${"a".repeat(5_000)}`],
    ["many segments", `/${Array.from({ length: 500 }, () => "abcdefghij").join("/")}`],
    ["a long path with a dot", `/docs/${"b".repeat(4_500)}.html`],
  ] as const) {
    test(name, async ({ request }) => {
      const response = await request.get(path, { headers: { accept: "text/html" } })
      expect(response.status()).toBe(404)
      expect(await response.text()).toContain("Page Not Found")
    })
  }
})
