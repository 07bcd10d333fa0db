import fs from "node:fs"
import path from "node:path"
import { summaryProblems } from "./checkApiSymbols"
import { loadTypeDocProject } from "./loadTypeDocProject"
import { mapApiSymbolsKeepingProblems } from "./mapApiSymbols"
import type { ApiSymbol, ResolveApiUrl } from "./types"

export { apiSymbolTitle } from "./symbolTitle"

export type {
  ApiDocFields,
  ApiExample,
  ApiGroup,
  ApiHeading,
  ApiLink,
  ApiMember,
  ApiMemberFlags,
  ApiMemberKind,
  ApiModuleName,
  ApiParameter,
  ApiSection,
  ApiSectionKind,
  ApiSeeEntry,
  ApiSignature,
  ApiSignatureKind,
  ApiSourceLocation,
  ApiSymbol,
  ApiSymbolKind,
  ApiTypeParameter,
  MapApiSymbolsOptions,
  ResolveApiUrl,
} from "./types"
export { summaryProblems } from "./checkApiSymbols"
export { API_DECLARATION_FILES, DeclarationErrors, loadTypeDocProject } from "./loadTypeDocProject"
export { mapApiSymbolsKeepingProblems } from "./mapApiSymbols"

export interface LoadApiReferenceOptions {
  /** Version label stored in every record and id, e.g. "0.1.2" or "next". */
  version: string
  /** Site URL for a page inside this version (the site owns the version prefix). */
  resolveUrl: ResolveApiUrl
  /** Repository root; `definedIn` paths and messages are relative to it (default: working directory). */
  repoRoot?: string
}

/**
 * Loads `<versionDir>/rsvim.d.ts` and `web.d.ts` through TypeDoc: one
 * `ApiSymbol` per reference page, with the problems of the declarations
 * (unresolved `{@link}`s, missing summaries) listed per page, so each shows on
 * its own page under develop. Throws when the files cannot be read, parsed or
 * type-checked (`DeclarationErrors`) or TypeDoc cannot convert them.
 */
export async function loadApiReference(
  versionDir: string,
  options: LoadApiReferenceOptions
): Promise<{ symbols: ApiSymbol[]; problemsBySymbol: Map<string, string[]> }> {
  const repoRoot = path.resolve(options.repoRoot ?? process.cwd())
  const project = await loadTypeDocProject(versionDir, { repoRoot })
  const sourceRoot = path.relative(repoRoot, path.resolve(versionDir)).split(path.sep).join("/")
  const { symbols, problemsBySymbol } = mapApiSymbolsKeepingProblems(project, { version: options.version, sourceRoot, resolveUrl: options.resolveUrl })
  for (const [id, problems] of summaryProblems(symbols)) problemsBySymbol.set(id, [...(problemsBySymbol.get(id) ?? []), ...problems])
  const sources = new Map<string, string[]>()
  const linesOf = (file: string) => {
    if (!sources.has(file)) sources.set(file, fs.readFileSync(path.join(repoRoot, file), "utf8").split("\n"))
    return sources.get(file)!
  }
  for (const [id, problems] of problemsBySymbol) problemsBySymbol.set(id, problems.map(problem => atLinkLine(problem, linesOf)))
  return { symbols, problemsBySymbol }
}

/**
 * TypeDoc places a comment's problems at its declaration. An unresolved
 * `{@link X}` is moved to the line of the comment above it that holds the
 * link, so the message points at what to fix.
 */
export function atLinkLine(problem: string, linesOf: (file: string) => string[]): string {
  const found = /^(\S+):(\d+) (.*unresolved \{@link (.+)\})$/s.exec(problem)
  if (!found) return problem
  const [, file, declarationLine, rest, target] = found
  let lines: string[]
  try {
    lines = linesOf(file)
  } catch {
    return problem
  }
  const link = new RegExp(`\\{@link(?:code|plain)?\\s+${target.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`)
  // From the declaration up through its doc comment (which starts with "/**").
  for (let index = Number(declarationLine) - 1; index >= 0; index--) {
    if (link.test(lines[index])) return `${file}:${index + 1} ${rest}`
    if (lines[index].includes("/**")) break
  }
  return problem
}
