import { describe, expect, it } from "vitest"
import { reasonToDropCache } from "../../../../src/node/gatsby/cacheReuse"

describe("whether Gatsby's cache may be reused", () => {
  it("may when this folder's last build finished, or the last run was develop, or nothing is recorded", () => {
    expect(reasonToDropCache("/site", { directory: "/site", command: "build", finished: true })).toBeNull()
    expect(reasonToDropCache("/site", { directory: "/site", command: "develop", finished: false })).toBeNull()
    expect(reasonToDropCache("/site", null)).toBeNull()
  })

  it("may not when it was made in another folder, or the last build did not finish", () => {
    expect(reasonToDropCache("/site", { directory: "/old/site", command: "build", finished: true })).toBe("it was made in /old/site")
    expect(reasonToDropCache("/site", { directory: "/site", command: "build", finished: false })).toBe("the last build did not finish")
  })
})
