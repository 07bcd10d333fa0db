import { fileURLToPath } from "node:url"
import { loadApiReference, type ApiSymbol, type LoadApiReferenceOptions, type ResolveApiUrl } from "../../../../src/node/api"

export const repoRoot = fileURLToPath(new URL("../../../../", import.meta.url))

export function fixtureDir(name: string): string {
  return fileURLToPath(new URL(`../../../fixtures/api/${name}`, import.meta.url))
}

/** Mimics the site: a version prefix the mapper cannot know about. */
export const testResolveUrl: ResolveApiUrl = (docPath, anchor) => `/docs/9.9/${docPath}${anchor ? `#${anchor}` : ""}`

export function symbolAt(symbols: ApiSymbol[], docPath: string): ApiSymbol {
  const found = symbols.find((s) => s.docPath === docPath)
  if (!found) throw new Error(`no symbol at ${docPath}; have ${symbols.map((s) => s.docPath).join(", ")}`)
  return found
}

/** Every href in every HTML string and every `url` field, anywhere in the records. */
export function allUrls(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => allUrls(v, out))
  else if (value && typeof value === "object") {
    for (const [key, v] of Object.entries(value)) {
      if (typeof v === "string" && key === "url") out.push(v)
      else if (typeof v === "string" && /html$/i.test(key)) for (const m of v.matchAll(/href="([^"]*)"/g)) out.push(m[1])
      else allUrls(v, out)
    }
  }
  return out
}

/** A version's symbols, failing the test with every problem when the declarations have any. */
export async function loadCleanSymbols(versionDir: string, options: LoadApiReferenceOptions): Promise<ApiSymbol[]> {
  const { symbols, problemsBySymbol } = await loadApiReference(versionDir, options)
  const problems = [...problemsBySymbol.values()].flat()
  if (problems.length > 0) throw new Error(`the declarations have problems:\n${problems.join("\n")}`)
  return symbols
}
