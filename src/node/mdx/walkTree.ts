import { visit } from "unist-util-visit"

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the one loose node type every tree walk shares (see below)
type LooseVisitor = (node: any, index: number | undefined, parent: any) => unknown

/**
 * unist-util-visit with loose types: our trees hold MDX and directive nodes
 * that mdast's types do not describe, and the exact generic types are too
 * deep for the compiler.
 */
export const walkTree = visit as unknown as {
  (tree: unknown, visitor: LooseVisitor): void
  (tree: unknown, test: string, visitor: LooseVisitor): void
}
