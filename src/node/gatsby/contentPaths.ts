/** Where the content lives, and the YAML data every build step shares. */
import fs from "node:fs"
import path from "node:path"
import { parseVersions, type DocsVersionConfig } from "../versions"

export const contentDir = path.resolve("content")

export const repoPath = (absolutePath: string) => path.relative(process.cwd(), absolutePath).split(path.sep).join("/")

export function readYaml<T>(relative: string, parse: (text: string, file: string) => T): T {
  const absolutePath = path.join(contentDir, relative)
  return parse(fs.readFileSync(absolutePath, "utf8"), repoPath(absolutePath))
}

let versionsCache: DocsVersionConfig[] | null = null
export function loadVersions(): DocsVersionConfig[] {
  versionsCache ??= readYaml("docs/versions.yaml", parseVersions)
  return versionsCache
}

