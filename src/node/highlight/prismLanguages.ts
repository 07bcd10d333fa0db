/**
 * The Prism used to highlight code at build time: prism-react-renderer's
 * bundled grammars plus the few our docs need beyond them. Prism's component
 * files register themselves on a global `Prism`, so the bundled instance is
 * exposed before they load.
 */
import { Prism } from "prism-react-renderer"

const scope = globalThis as unknown as { Prism?: typeof Prism }
scope.Prism = Prism
/* eslint-disable @typescript-eslint/no-require-imports -- imports would be hoisted above the assignment the grammars need */
require("prismjs/components/prism-bash")
require("prismjs/components/prism-powershell")
require("prismjs/components/prism-toml")
/* eslint-enable @typescript-eslint/no-require-imports */

/** Names writers use in fences, mapped to the canonical grammar name. */
const aliases: Record<string, string> = {
  ts: "typescript",
  js: "javascript",
  mjs: "javascript",
  cjs: "javascript",
  sh: "bash",
  shell: "bash",
  zsh: "bash",
  console: "bash",
  ps1: "powershell",
  pwsh: "powershell",
  yml: "yaml",
  rs: "rust",
  py: "python",
  txt: "text",
  plaintext: "text",
}

/** The canonical name for a fence's language (`ts` → `typescript`); no language is `text`. */
export function canonicalLanguage(name: string | undefined): string {
  const lower = (name ?? "text").toLowerCase()
  return aliases[lower] ?? lower
}

export { Prism }
