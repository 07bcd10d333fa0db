import path from "node:path"
import { expect, test } from "@playwright/test"
import { startStaticServer, type StaticServer } from "../../scripts/lib/staticServer.mjs"
import { waitForHydration } from "./support/hydrated"

/**
 * The build on a plain static host with GitHub Pages' rules (a folder's
 * index.html, no trailing-slash redirect, 404.html with status 404) instead
 * of `gatsby serve`: one route of each type opens, hydrates and navigates.
 */
test.describe("on a GitHub Pages-like static host", () => {
  let server: StaticServer
  test.beforeAll(async () => {
    server = await startStaticServer({ root: path.resolve("public") })
  })
  test.afterAll(async () => server?.close())

  const routes: { path: string; heading: string | RegExp }[] = [
    { path: "/", heading: /Rsvim/i },
    { path: "/docs/manual/installation", heading: "Installation" },
    { path: "/docs/next/api/introduction", heading: /Introduction/ },
    { path: "/docs/next/api/rsvim/namespaces/RsvimCmd", heading: /RsvimCmd/ },
    { path: "/blog", heading: /Blog/ },
    { path: "/blog/2025/08/28/v0.1.2", heading: /0\.1\.2/ },
    { path: "/blog/tags", heading: /Tags/ },
  ]

  for (const route of routes) {
    test(`${route.path} opens with status 200 and hydrates`, async ({ page }) => {
      const response = await page.goto(server.origin + route.path)
      expect(response?.status()).toBe(200)
      await waitForHydration(page)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading)
    })
  }

  test("a version root (a path ending in a dotted segment) opens its first page", async ({ page }) => {
    const response = await page.goto(`${server.origin}/docs/0.1.0`)
    expect(response?.status()).toBe(200)
    await expect(page).toHaveURL(/\/docs\/0\.1\.0\/manual\/get_started$/)
  })

  test("links navigate in the app, and an unknown path gets the not-found page with status 404", async ({ page }) => {
    await page.goto(`${server.origin}/docs/manual/installation`)
    await waitForHydration(page)
    await page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Configuration" }).click()
    await expect(page).toHaveURL(`${server.origin}/docs/manual/configuration`)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Configuration")
    const missing = await page.goto(`${server.origin}/docs/manual/no-such-page`)
    expect(missing?.status()).toBe(404)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/not found/i)
  })
})
