// One browser finder for the tests and the benchmark scripts (plain JavaScript, typed by chromium.d.mts).
export { chromiumArgs, findChromium } from "../../../scripts/lib/chromium.mjs"
