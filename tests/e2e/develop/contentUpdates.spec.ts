import { spawn, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { expect, test } from "@playwright/test"

/**
 * `gatsby develop` follows the content: a page added while it runs gets its
 * route, its place in the version's sidebar (on other pages too) and its
 * search records, without a restart. Runs on a scratch copy of the project so
 * the checkout's content is never touched.
 */
const repo = path.resolve(__dirname, "../../..")
const port = Number(process.env.E2E_DEVELOP_PORT ?? 8199)
const origin = `http://127.0.0.1:${port}`
const copied = ["content", "src", "static", "gatsby-config.ts", "gatsby-node.ts", "gatsby-browser.tsx", "gatsby-ssr.tsx", "package.json", "tsconfig.json"]

let dir = ""
let server: ChildProcess | null = null
let output = ""

// A cold `gatsby develop` takes minutes on a busy two-core machine (bootstrap, then the first webpack compile).
const startTimeout = Number(process.env.E2E_DEVELOP_START_TIMEOUT ?? 600_000)
// Once in a while (seen in CI) develop stops after "write out requires" and sits there using no CPU. A
// server that has not answered and whose processes used under a second of CPU in this long is stuck.
const stallWindow = Number(process.env.E2E_DEVELOP_STALL_WINDOW ?? 120_000)
const stallTicks = 100
test.describe.configure({ mode: "serial", timeout: 300_000 })

/** CPU time (in clock ticks) used so far by the processes of a group: gatsby and its workers. Null where there is no /proc. */
function groupCpuTicks(pgid: number): number | null {
  if (!fs.existsSync("/proc/self/stat")) return null
  let ticks = 0
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8")
      // After "pid (name) ": state, ppid, pgrp, ... utime and stime are the 12th and 13th fields.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
      if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12])
    } catch {
      // The process ended while the list was read.
    }
  }
  return ticks
}

/** Starts `gatsby develop` in the scratch copy; resolves once it serves a docs page, or says it got stuck. */
async function startDevelop(deadline: number): Promise<"serving" | "stuck"> {
  output = ""
  server = spawn(path.join(repo, "node_modules/.bin/gatsby"), ["develop", "--host", "127.0.0.1", "--port", String(port)], {
    cwd: dir,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  })
  server.stdout!.on("data", chunk => (output += chunk))
  server.stderr!.on("data", chunk => (output += chunk))
  let window = { since: Date.now(), ticks: groupCpuTicks(server.pid!) }
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`gatsby develop exited:\n${output.slice(-3000)}`)
    try {
      if ((await fetch(`${origin}/docs/next/manual/get_started`)).ok) return "serving"
    } catch {
      // not listening yet
    }
    const ticks = groupCpuTicks(server.pid!)
    if (Date.now() - window.since >= stallWindow) {
      if (ticks !== null && window.ticks !== null && ticks - window.ticks < stallTicks) return "stuck"
      window = { since: Date.now(), ticks }
    }
    await new Promise(resolve => setTimeout(resolve, 1000))
  }
  throw new Error(`gatsby develop did not start in time:\n${output.slice(-3000)}`)
}

function stopDevelop(signal: NodeJS.Signals = "SIGTERM") {
  if (server?.pid && server.exitCode === null) process.kill(-server.pid, signal)
  server = null
}

test.beforeAll(async () => {
  test.setTimeout(startTimeout + 20_000)
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "rsvim-develop-"))
  for (const entry of copied) fs.cpSync(path.join(repo, entry), path.join(dir, entry), { recursive: true })
  fs.symlinkSync(path.join(repo, "node_modules"), path.join(dir, "node_modules"))
  const deadline = Date.now() + startTimeout
  if ((await startDevelop(deadline)) === "serving") return
  // Stuck: say so in the log with what it printed, then one more try from a clean cache.
  console.warn(`gatsby develop used no CPU for ${stallWindow / 1000} s without serving; starting it again. It printed:\n${output.slice(-2000)}`)
  stopDevelop("SIGKILL")
  fs.rmSync(path.join(dir, ".cache"), { recursive: true, force: true })
  fs.rmSync(path.join(dir, "public"), { recursive: true, force: true })
  if ((await startDevelop(deadline)) === "stuck") throw new Error(`gatsby develop got stuck twice. It printed:\n${output.slice(-3000)}`)
})

test.afterAll(() => {
  stopDevelop()
  if (dir) fs.rmSync(dir, { recursive: true, force: true })
})

test("no base-URL alarm under develop, on the home page or any other", async ({ page }) => {
  for (const pathname of ["/", "/docs/next/manual/installation", "/blog"]) {
    await page.goto(`${origin}${pathname}`)
    await page.getByRole("heading", { level: 1 }).first().waitFor()
    await expect(page.locator("#base-url-issue-banner")).toHaveCount(0)
    await expect(page.getByText("This site did not load properly.")).toHaveCount(0)
  }
})

test("a page added under develop gets its route, a sidebar entry and search records", async ({ page }) => {
  await page.goto(`${origin}/docs/next/manual/installation`)
  const sidebar = page.getByRole("navigation", { name: "Docs sidebar" })
  await expect(sidebar.getByRole("link", { name: "Installation" })).toBeVisible()
  await expect(sidebar.getByRole("link", { name: "Keyboard Tour" })).toHaveCount(0)

  fs.writeFileSync(
    path.join(dir, "content/docs/next/manual/keyboard_tour.mdx"),
    "---\ntitle: Keyboard Tour\nsidebar_position: 3\n---\n\n## Moving around\n\nThe tour visits every mode of the editor.\n"
  )

  // The new page is served (develop answers its own 404 page until the page exists)...
  await expect(async () => {
    await page.goto(`${origin}/docs/next/manual/keyboard_tour`)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Keyboard Tour", { timeout: 2000 })
  }).toPass({ timeout: 90_000 })
  // ...and listed in the sidebar of the version's other pages.
  await page.goto(`${origin}/docs/next/manual/installation`)
  await expect(page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Keyboard Tour" })).toBeVisible({ timeout: 30_000 })
  // Search knows it: the version's records now hold its heading.
  await expect(async () => {
    const manifest = await (await page.request.get(`${origin}/search/records.json`)).text()
    expect(manifest).toContain("/docs/next/manual/keyboard_tour#moving-around")
  }).toPass({ timeout: 30_000 })

  // A front matter field the sidebar shows, changed, reaches the sidebar of the page being read.
  const tour = path.join(dir, "content/docs/next/manual/keyboard_tour.mdx")
  fs.writeFileSync(tour, fs.readFileSync(tour, "utf8").replace("sidebar_position: 3", "sidebar_position: 3\nsidebar_label: Tour of the Keys"))
  await expect(page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Tour of the Keys" })).toBeVisible({ timeout: 60_000 })
  await expect(page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Keyboard Tour" })).toHaveCount(0)
})

test("an image beside a doc is published under /assets with its size, and loads", async ({ page }) => {
  const manual = path.join(dir, "content/docs/next/manual")
  // The image first: the page that shows it is made once its file has been read.
  fs.copyFileSync(path.join(repo, "tests/fixtures/content-images/diagram.png"), path.join(manual, "diagram.png"))
  fs.writeFileSync(path.join(manual, "with_diagram.mdx"), "---\ntitle: With Diagram\n---\n\n![Two boxes joined by a line](./diagram.png)\n")

  await expect(async () => {
    await page.goto(`${origin}/docs/next/manual/with_diagram`)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("With Diagram", { timeout: 2000 })
  }).toPass({ timeout: 90_000 })
  const image = page.getByRole("img", { name: "Two boxes joined by a line" })
  await expect(image).toHaveAttribute("src", /^\/assets\/diagram-[0-9a-f]{12}\.png$/)
  await expect(image).toHaveAttribute("width", "48")
  await expect(image).toHaveAttribute("height", "32")
  const response = await page.request.get(`${origin}${await image.getAttribute("src")}`)
  expect(response.status()).toBe(200)
  expect(response.headers()["content-type"]).toContain("image/png")
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0))).toBe(48)
})

test("a content problem shows on its own page while every other page keeps working", async ({ page }) => {
  const problems = page.getByRole("alert").filter({ hasText: "This page's source has a problem" })
  const installation = path.join(dir, "content/docs/next/manual/installation.mdx")
  const original = fs.readFileSync(installation, "utf8")
  fs.writeFileSync(installation, `${original}\n\nSee [the missing page](./no_such_page.mdx).\n`)
  fs.writeFileSync(path.join(dir, "content/docs/next/manual/broken.mdx"), "---\ntitle: Broken\n---\n\nFine.\n\nA <broken tag.\n")

  // The file that cannot be read: its URL says what is wrong, with file and line.
  await expect(async () => {
    await page.goto(`${origin}/docs/next/manual/broken`)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page could not be built", { timeout: 2000 })
  }).toPass({ timeout: 90_000 })
  await expect(problems).toContainText("content/docs/next/manual/broken.mdx:7: MDX syntax error")

  // The page with a broken link still renders, with its problem above it.
  await expect(async () => {
    await page.goto(`${origin}/docs/next/manual/installation`)
    await expect(problems).toContainText('broken link "./no_such_page.mdx": no content file at that path', { timeout: 2000 })
  }).toPass({ timeout: 60_000 })
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Installation")

  // Every other page is untouched.
  await page.goto(`${origin}/docs/next/manual/get_started`)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get Started")
  await expect(problems).toHaveCount(0)

  // Fixed while its message is open, the page itself replaces the message.
  await page.goto(`${origin}/docs/next/manual/broken`)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page could not be built")
  fs.writeFileSync(path.join(dir, "content/docs/next/manual/broken.mdx"), "---\ntitle: Broken\n---\n\nFine now.\n")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Broken", { timeout: 60_000 })
  await expect(page.getByText("Fine now.")).toBeVisible()
  await expect(page.getByText("undefined")).toHaveCount(0)

  // Fixed, the problems go away.
  fs.writeFileSync(installation, original)
  fs.rmSync(path.join(dir, "content/docs/next/manual/broken.mdx"))
  await expect(async () => {
    await page.goto(`${origin}/docs/next/manual/installation`)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Installation", { timeout: 2000 })
    await expect(problems).toHaveCount(0, { timeout: 2000 })
  }).toPass({ timeout: 60_000 })
})

test("a bad {@link} in the declarations shows on its API page only; the rest of the reference keeps working", async ({ page }) => {
  test.setTimeout(420_000)
  const problems = page.getByRole("alert").filter({ hasText: "This page's source has a problem" })
  const declarations = path.join(dir, "content/docs/next/api/rsvim.d.ts")
  const original = fs.readFileSync(declarations, "utf8")
  const printedBefore = output.length
  fs.writeFileSync(declarations, original.replace("Buffer APIs: find buffers and save them to disk.", "Buffer APIs, see {@link NoSuchThing}."))

  await expect(async () => {
    await page.goto(`${origin}/docs/next/api/rsvim/interfaces/Rsvim`)
    await expect(problems).toContainText("content/docs/next/api/rsvim.d.ts:", { timeout: 2000 })
  }).toPass({ timeout: 180_000 })
  await expect(problems).toContainText("unresolved {@link NoSuchThing}")
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Rsvim")
  expect(output.slice(printedBefore)).toContain("unresolved {@link NoSuchThing}")

  // Another page of the same reference is untouched.
  await page.goto(`${origin}/docs/next/api/rsvim/interfaces/RsvimBuf`)
  await expect(page.getByRole("heading", { level: 1 })).toContainText("RsvimBuf")
  await expect(problems).toHaveCount(0)

  fs.writeFileSync(declarations, original)
  await expect(async () => {
    await page.goto(`${origin}/docs/next/api/rsvim/interfaces/Rsvim`)
    await expect(problems).toHaveCount(0, { timeout: 2000 })
  }).toPass({ timeout: 180_000 })
})
