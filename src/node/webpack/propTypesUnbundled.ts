/**
 * What the production browser bundles hold instead of `prop-types` (the alias
 * is in src/node/gatsby/webpackConfig.ts; docs/decisions/0007-prop-types-unbundled.md).
 * Gatsby's runtime, gatsby-link and the router declare `propTypes`, which
 * React 18 reads only in development; in production the package's own build
 * is already a set of do-nothing validators. This one value is every
 * validator at once: any chain of property reads and calls on it
 * (`PropTypes.shape({...}).isRequired`) gives it back.
 */
const anyValidator: object = new Proxy(function validator() {}, {
  get: () => anyValidator,
  apply: () => anyValidator,
})

export default anyValidator
