import React from "react"
import { describe, expect, it } from "vitest"
import { imageRuntimeHeadKeys, withoutImageRuntime } from "../../../../src/node/html/imageRuntimeHead"

describe("gatsby-plugin-image's head runtime", () => {
  it("is left out; every other head component stays, in order", () => {
    const ours = [<script key="preferences" />, <style key="prism-themes" />, <meta key="no-key-is-kept" />]
    const plugin = imageRuntimeHeadKeys.map((key) => <style key={key} />)
    const kept = withoutImageRuntime([plugin[0], ours[0], plugin[1], ours[1], plugin[2], ours[2], "text", null])
    expect(kept).toEqual([ours[0], ours[1], ours[2], "text", null])
  })

  it("names the keys the installed plugin uses (a renamed key would slip through)", async () => {
    const { readFile } = await import("node:fs/promises")
    const source = await readFile(require.resolve("gatsby-plugin-image/gatsby-ssr.js"), "utf8")
    for (const key of imageRuntimeHeadKeys) expect(source).toContain(`key: "${key}"`)
  })
})
