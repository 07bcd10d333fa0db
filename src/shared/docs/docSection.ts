/**
 * The two sidebars of a docs version, named by their folders
 * (content/docs/<version>/manual and api/): the type the build's pages and
 * navigation carry, the GraphQL enum DocsSection (src/node/gatsby/schema.ts)
 * and the navbar's active section alike.
 */
export const docSections = ["manual", "api"] as const
export type DocSection = (typeof docSections)[number]
