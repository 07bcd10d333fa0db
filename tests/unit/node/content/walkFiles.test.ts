import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { walkFiles } from "../../../../src/node/content/contentIndex"
import { loadContentTree } from "../../../../src/node/content/loadContentTree"
import { contentFixture } from "../contentFixture"

const roots: string[] = []
afterAll(() => roots.forEach(root => fs.rmSync(root, { recursive: true, force: true })))

describe("symbolic links under content/", () => {
  it("a link to a file is read; loops and links to nothing are named; a link to another folder is not followed", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "walk-files-"))
    roots.push(dir)
    fs.mkdirSync(path.join(dir, "docs"))
    fs.mkdirSync(path.join(dir, "elsewhere"))
    fs.writeFileSync(path.join(dir, "docs/page.mdx"), "# Page\n")
    fs.symlinkSync("page.mdx", path.join(dir, "docs/alias.mdx"))
    fs.symlinkSync(".", path.join(dir, "docs/again"))
    fs.symlinkSync("ping", path.join(dir, "docs/pong"))
    fs.symlinkSync("pong", path.join(dir, "docs/ping"))
    fs.symlinkSync("gone.mdx", path.join(dir, "docs/dangling.mdx"))
    fs.symlinkSync("../elsewhere", path.join(dir, "docs/shared"))
    const walked = walkFiles(dir)
    expect(walked.files.map(file => path.relative(dir, file))).toEqual(["docs/alias.mdx", "docs/page.mdx"])
    expect(walked.badLinks.map(link => [path.relative(dir, link.absolutePath), link.problem, link.warning]).sort()).toEqual([
      ["docs/again", "a symbolic link loop (it leads to a folder that holds it)", false],
      ["docs/dangling.mdx", "a symbolic link to gone.mdx, which does not exist", false],
      ["docs/ping", "a symbolic link loop (it leads back to itself)", false],
      ["docs/pong", "a symbolic link loop (it leads back to itself)", false],
      ["docs/shared", "a symbolic link to a folder is not followed: move or copy the folder here", true],
    ])
  })

  it("a loop fails the content check, naming it, instead of crashing", async () => {
    const root = contentFixture({ "content/docs/1.0/manual/setup.mdx": "---\ntitle: Setup\n---\n\nBody.\n" }, roots)
    fs.symlinkSync(".", path.join(root, "content/docs/1.0/manual/loop"))
    const { errors } = await loadContentTree(root)
    expect(errors.map(error => error.message)).toEqual(["content/docs/1.0/manual/loop: a symbolic link loop (it leads to a folder that holds it)"])
  })
})
