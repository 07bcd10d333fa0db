import { describe, expect, it } from "vitest"
import { findChromium } from "../../../../scripts/lib/chromium.mjs"

const only = (...files: string[]) => (file: string) => files.includes(file)
const noBundled = () => undefined

describe("findChromium", () => {
  it("takes CHROME_PATH first, even over the system's browser", () => {
    expect(findChromium({ CHROME_PATH: "/opt/chrome/chrome" }, only("/opt/chrome/chrome", "/usr/bin/chromium"), noBundled)).toBe("/opt/chrome/chrome")
  })

  it("says so when CHROME_PATH points nowhere, instead of falling back silently", () => {
    expect(() => findChromium({ CHROME_PATH: "/nope/chrome" }, only("/usr/bin/chromium"), noBundled)).toThrow("CHROME_PATH is set to /nope/chrome, but no file is there.")
  })

  it("then the system's Chromium (Debian's first), then Playwright's own", () => {
    expect(findChromium({}, only("/usr/bin/chromium", "/usr/bin/google-chrome"), noBundled)).toBe("/usr/bin/chromium")
    expect(findChromium({}, only("/usr/bin/google-chrome"), noBundled)).toBe("/usr/bin/google-chrome")
    expect(findChromium({}, only("/root/.cache/ms-playwright/chromium/chrome"), () => "/root/.cache/ms-playwright/chromium/chrome")).toBe("/root/.cache/ms-playwright/chromium/chrome")
  })

  it("names the install commands when there is no browser at all", () => {
    expect(() => findChromium({}, only(), () => "/not/downloaded")).toThrow(/apt-get install chromium.*npx playwright install chromium.*CHROME_PATH/)
  })
})
