import React from "react"
import { graphql, withPrefix, type HeadProps, type PageProps } from "gatsby"
import { pageView } from "./pageView"
import { Seo } from "../components/Seo"

/** The page's view is code of its own, fetched on the reader's first interaction (./pageView.tsx). */
export default pageView<PageProps<Queries.DocsVersionRootQuery>>(() => import(/* webpackChunkName: "view-docs-version-root" */ "./views/DocsVersionRoot"))

export function Head({ data, location }: HeadProps<Queries.DocsVersionRootQuery>) {
  const version = data.docsVersion!
  return (
    <>
      <Seo title={`Rsvim ${version.label} documentation`} path={location.pathname} />
      <meta httpEquiv="refresh" content={`0; url=${withPrefix(version.mainDocUrl)}`} />
    </>
  )
}

export const query = graphql`
  query DocsVersionRoot($version: String!) {
    docsVersion(name: { eq: $version }) {
      name
      label
      mainDocUrl
    }
  }
`
