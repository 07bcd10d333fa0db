import path from "node:path"
import { assertSummaries, checkExpectedSymbols } from "./checkApiSymbols"
import { loadTypeDocProject } from "./loadTypeDocProject"
import { mapApiSymbols } from "./mapApiSymbols"
import type { ApiSymbol, ResolveApiUrl } from "./types"

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
export { ApiIntegrityError } from "./ApiIntegrityError"
export { assertSummaries, checkExpectedSymbols } from "./checkApiSymbols"
export { API_DECLARATION_FILES, loadTypeDocProject } from "./loadTypeDocProject"
export { mapApiSymbols } from "./mapApiSymbols"

export interface LoadApiSymbolsOptions {
  /** Version label stored in every record and id, e.g. "0.1.2" or "next". */
  version: string
  /** Site URL for a page inside this version (the site owns the version prefix). */
  resolveUrl: ResolveApiUrl
  /** Repository root; `definedIn` paths and messages are relative to it (default: working directory). */
  repoRoot?: string
  /** When given, also fail if any of these doc paths has no symbol (see `checkExpectedSymbols`). */
  expectedDocPaths?: Iterable<string>
}

/**
 * Loads `<versionDir>/rsvim.d.ts` and `web.d.ts` through TypeDoc and returns
 * one `ApiSymbol` per reference page. Throws on TypeDoc problems, unresolved
 * `{@link}`s, missing summaries and (optionally) missing expected pages.
 */
export async function loadApiSymbols(versionDir: string, options: LoadApiSymbolsOptions): Promise<ApiSymbol[]> {
  const repoRoot = path.resolve(options.repoRoot ?? process.cwd())
  const project = await loadTypeDocProject(versionDir, { repoRoot })
  const sourceRoot = path.relative(repoRoot, path.resolve(versionDir)).split(path.sep).join("/")
  const symbols = mapApiSymbols(project, { version: options.version, sourceRoot, resolveUrl: options.resolveUrl })
  assertSummaries(symbols)
  if (options.expectedDocPaths) checkExpectedSymbols(symbols, options.expectedDocPaths)
  return symbols
}
