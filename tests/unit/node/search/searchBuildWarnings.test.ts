import { describe, expect, it, vi } from "vitest"
import { oversizedIndexWarnings, partialAlgoliaWarning } from "../../../../src/node/search/searchBuildWarnings"
import { reportSearchIndexes, warnAboutSearchConfiguration } from "../../../../src/node/gatsby/searchIndex"

const reporter = () => ({ info: vi.fn(), warn: vi.fn() })

describe("build warnings for search", () => {
  it.each([
    [{ GATSBY_ALGOLIA_APP_ID: "APP" }, /GATSBY_ALGOLIA_APP_ID is set but GATSBY_ALGOLIA_API_KEY and GATSBY_ALGOLIA_INDEX_NAME are not/],
    [{ GATSBY_ALGOLIA_APP_ID: "APP", GATSBY_ALGOLIA_API_KEY: "key" }, /GATSBY_ALGOLIA_APP_ID and GATSBY_ALGOLIA_API_KEY are set but GATSBY_ALGOLIA_INDEX_NAME is not/],
    [{ GATSBY_ALGOLIA_INDEX_NAME: "rsvim", GATSBY_ALGOLIA_API_KEY: " " }, /GATSBY_ALGOLIA_INDEX_NAME is set but GATSBY_ALGOLIA_APP_ID and GATSBY_ALGOLIA_API_KEY are not/],
  ])("warns about a partial Algolia configuration: %j", (env, message) => {
    const log = reporter()
    warnAboutSearchConfiguration(env, log)
    expect(log.warn).toHaveBeenCalledTimes(1)
    expect(log.warn.mock.calls[0][0]).toMatch(message)
    expect(log.warn.mock.calls[0][0]).toMatch(/Set all three for Algolia, or none/)
  })

  it("says nothing for none or all three", () => {
    expect(partialAlgoliaWarning({})).toBeNull()
    expect(partialAlgoliaWarning({ GATSBY_ALGOLIA_APP_ID: "", GATSBY_ALGOLIA_API_KEY: "", GATSBY_ALGOLIA_INDEX_NAME: "" })).toBeNull()
    expect(partialAlgoliaWarning({ GATSBY_ALGOLIA_APP_ID: "A", GATSBY_ALGOLIA_API_KEY: "k", GATSBY_ALGOLIA_INDEX_NAME: "i" })).toBeNull()
  })

  it("warns about each version's index over 1 MB gzip, and reports every size", () => {
    const log = reporter()
    const index = (name: string, gzipBytes: number) => ({ name, file: `${name}.0123456789ab.json`, records: 10, bytes: gzipBytes * 5, gzipBytes })
    reportSearchIndexes({ indexes: [index("0.1.2", 400_000), index("next", 1_250_000), index("unversioned", 1_000_000)] }, log)
    expect(log.warn).toHaveBeenCalledTimes(1)
    expect(log.warn.mock.calls[0][0]).toMatch(/the "next" index is 1\.25 MB gzip \(over 1 MB\)/)
    expect(log.info.mock.calls[0][0]).toContain("next 10 records, 6250000 B (1250000 B gzip)")
    expect(oversizedIndexWarnings([{ name: "a", gzipBytes: 999_999 }])).toEqual([])
  })
})
