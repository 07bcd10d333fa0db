import os from "node:os"
import path from "node:path"
import { defineConfig } from "@playwright/test"
import { chromiumArgs, findChromium } from "./tests/e2e/support/browser"
import { prefixedOrigin, testPathPrefix } from "./tests/e2e/support/prefixed"

const port = Number(process.env.E2E_PORT ?? 9100)
/** The same site built below a sub-path (scripts/build-prefixed.mjs). */
const prefixedPort = port + 2
const prefixedAt = prefixedOrigin(prefixedPort)
/** A Docusaurus 3 content tree built by the same script (tests/fixtures/docusaurus-site). */
const docusaurusPort = port + 4
const docusaurusAt = prefixedOrigin(docusaurusPort)
const docusaurusBuildDir = path.join(os.tmpdir(), "rsvim-docusaurus-site")

/** Browser tests run against the production build served by `gatsby serve` on loopback. */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: [["list"], ["json", { outputFile: ".test-reports/e2e.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
    viewport: { width: 1280, height: 900 },
  },
  projects: [
    { name: "site", testIgnore: ["develop/**", "prefixed/**", "docusaurus/**"] },
    { name: "prefixed", testMatch: "prefixed/**", use: { baseURL: `${prefixedAt}${testPathPrefix}/` } },
    { name: "docusaurus", testMatch: "docusaurus/**", use: { baseURL: `${docusaurusAt}${testPathPrefix}/` } },
    // `gatsby develop` is heavy on a small machine: it starts once the site's tests are done.
    { name: "develop", testMatch: "develop/**", dependencies: ["site"] },
  ],
  webServer: [
    {
      command: `npx gatsby serve --host 127.0.0.1 --port ${port}`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      env: { GATSBY_TELEMETRY_DISABLED: "1" },
    },
    // E2E_SKIP_PREFIXED=1 leaves out the prefixed build (minutes of CPU) when iterating on other specs.
    ...(process.env.E2E_SKIP_PREFIXED ? [] : [{
      // Builds a scratch copy under the prefix first (a few minutes cold), then serves it.
      command: `node scripts/build-prefixed.mjs --prefix ${testPathPrefix} --serve --port ${prefixedPort}`,
      url: `${prefixedAt}${testPathPrefix}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 900_000,
      stdout: "ignore" as const,
    }]),
    // E2E_SKIP_DOCUSAURUS=1 leaves out the Docusaurus fixture's build the same way.
    ...(process.env.E2E_SKIP_DOCUSAURUS ? [] : [{
      command: `node scripts/build-prefixed.mjs --site tests/fixtures/docusaurus-site --dir ${docusaurusBuildDir} --prefix ${testPathPrefix} --serve --port ${docusaurusPort}`,
      url: `${docusaurusAt}${testPathPrefix}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 900_000,
      stdout: "ignore" as const,
    }]),
  ],
})
