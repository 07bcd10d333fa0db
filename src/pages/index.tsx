import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { pageView } from "../templates/pageView"
import { Seo } from "../components/Seo"

/** The page's view is code of its own, fetched on the reader's first interaction (src/templates/pageView.tsx). */
export default pageView<PageProps<Queries.HomePageQuery>>(() => import(/* webpackChunkName: "view-home-page" */ "../templates/views/HomePage"))

/** The page head (Gatsby Head API): title, description, canonical URL and social cards. */
export function Head({ location }: HeadProps<Queries.HomePageQuery>) {
  return <Seo path={location.pathname} />
}

// The logo through a query rather than <StaticImage>: StaticImage names its data after the page
// file's absolute path, so the same site built in two folders would differ (scripts/check-cached-builds.mjs).
export const query = graphql`
  query HomePage {
    logo: file(sourceInstanceName: { eq: "images" }, relativePath: { eq: "logo.png" }) {
      childImageSharp {
        gatsbyImageData(width: 120, height: 120, placeholder: NONE)
      }
    }
    allDocsVersion(filter: { isLast: { eq: true } }) {
      nodes {
        label
        urlPrefix
        mainDocUrl
      }
    }
  }
`
