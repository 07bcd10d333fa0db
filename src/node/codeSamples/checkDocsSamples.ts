/**
 * Every docs version's samples, each checked against that version's own
 * declarations: the user manual, the API introduction and the `@example`
 * blocks of rsvim.d.ts and web.d.ts. `scripts/check-code-samples.ts` prints
 * the result; `npm test` counts each checked sample as one test.
 */
import fs from "node:fs"
import path from "node:path"
import { splitFrontMatter } from "../content/frontMatterBlock"
import { bodyLineOffset } from "../content/parseContentFile"
import { formatOfFile } from "../content/headings"
import { checkCodeSamples, type SampleResult } from "./checkCodeSamples"
import { extractDeclarationSamples, extractMarkdownSamples, type CodeSample } from "./extractCodeSamples"

export interface VersionSamples {
  version: string
  results: SampleResult[]
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter(entry => !entry.isDirectory())
    .map(entry => path.join(entry.parentPath, entry.name))
    .sort()
}

/** The samples of one version folder, in file order. */
export function collectVersionSamples(rootDir: string, versionDir: string): CodeSample[] {
  const repoPath = (file: string) => path.relative(rootDir, file).split(path.sep).join("/")
  const pages = [
    ...filesUnder(path.join(versionDir, "manual")),
    path.join(versionDir, "api", "introduction.mdx"),
    path.join(versionDir, "api", "introduction.md"),
  ].filter(file => /\.mdx?$/.test(file) && fs.existsSync(file))
  const fromPages = pages.flatMap(file => {
    const source = fs.readFileSync(file, "utf8")
    // Front matter problems are the content check's to report; here only the body matters.
    const { body } = splitFrontMatter(source)
    return extractMarkdownSamples(body, repoPath(file), bodyLineOffset(source, body) + 1, formatOfFile(file))
  })
  const fromDeclarations = ["rsvim.d.ts", "web.d.ts"]
    .map(name => path.join(versionDir, "api", name))
    .filter(file => fs.existsSync(file))
    .flatMap(file => extractDeclarationSamples(fs.readFileSync(file, "utf8"), repoPath(file)))
  return [...fromPages, ...fromDeclarations]
}

/** Checks each folder under `<rootDir>/content/docs` that holds a version. */
export function checkDocsSamples(rootDir: string): VersionSamples[] {
  const docsDir = path.join(rootDir, "content", "docs")
  return fs
    .readdirSync(docsDir, { withFileTypes: true })
    .filter(entry => entry.isDirectory())
    .map(entry => entry.name)
    .sort()
    .map(version => {
      const versionDir = path.join(docsDir, version)
      return { version, results: checkCodeSamples(collectVersionSamples(rootDir, versionDir), path.join(versionDir, "api")) }
    })
}
