/** The copy button's words: rendered with the block, changed by src/theme/copyCode.ts after a click. */
export const codeBlockStrings = {
  copy: "Copy code to clipboard",
  copied: "Copied",
  failed: "Copy failed",
}
