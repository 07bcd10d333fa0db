/**
 * What the search modal's bundle holds instead of two instantsearch.js
 * middlewares the site never starts (the aliases are in
 * src/node/gatsby/webpackConfig.ts). InstantSearch imports both whether or not
 * they are used:
 *
 * - the router, started only with a `routing` option, which the modal does not
 *   pass (the query is not kept in the URL). It brings `qs` and its helpers:
 *   about 55 kB of the modal's 209 kB (minified);
 * - insights, started with an `insights` option, which the modal sets only for
 *   Algolia, or by InstantSearch when `insights` is unset and Algolia's answer
 *   asks for it; replaced only in a build without Algolia variables.
 *
 * Should either ever be started, it says so instead of doing nothing.
 */

function unbundled(what: string): never {
  throw new Error(`${what} is left out of this site's bundle (src/node/gatsby/webpackConfig.ts).`)
}

export function createRouterMiddleware(): never {
  return unbundled("InstantSearch routing")
}

export function createInsightsMiddleware(): never {
  return unbundled("InstantSearch insights")
}
