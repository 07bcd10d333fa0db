import fs from "node:fs"
import path from "node:path"

/** Writes `files` (paths relative to `root`) under `root`, folders and all; "" leaves a file out. */
export function writeTree(root: string, files: Record<string, string>): void {
  for (const [relative, text] of Object.entries(files)) {
    const target = path.join(root, relative)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    if (text !== "") fs.writeFileSync(target, text)
  }
}
