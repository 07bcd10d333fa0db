/**
 * The one title of an API page: its h1, its sidebar label and its search
 * hit's title. A module or namespace says what it is ("rsvim module",
 * "RsvimCmd namespace"), since a namespace often shares its name with an
 * interface (RsvimCmd) and both sit side by side in the sidebar; every other
 * symbol is its own name, as its page sits under its module or namespace.
 */
import type { ApiSymbolKind } from "./types"

export function apiSymbolTitle(symbol: { kind: ApiSymbolKind; name: string }): string {
  return symbol.kind === "module" || symbol.kind === "namespace" ? `${symbol.name} ${symbol.kind}` : symbol.name
}
