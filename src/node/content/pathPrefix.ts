/**
 * The path prefix of this build. A site served below a sub-path sets
 * PATH_PREFIX (e.g. "/rsvim") and builds with prefixed paths (`gatsby build
 * --prefix-paths` or PREFIX_PATHS=true, as Gatsby itself reads them); without
 * prefixed paths the site is built for the root of its host.
 */
import { normalizePathPrefix } from "../../config/siteUrl"

/** Gatsby's `pathPrefix` setting: the prefix pages are built for when paths are prefixed. */
export function configuredPathPrefix(env: NodeJS.ProcessEnv = process.env): string {
  return normalizePathPrefix(env.PATH_PREFIX)
}

/** The prefix this build's pages, feeds and sitemap actually use. */
export function buildPathPrefix(env: NodeJS.ProcessEnv = process.env, argv: readonly string[] = process.argv): string {
  const prefixed = env.PREFIX_PATHS === "true" || env.PREFIX_PATHS === "1" || argv.includes("--prefix-paths")
  return prefixed ? configuredPathPrefix(env) : ""
}
