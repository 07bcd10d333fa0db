import React from "react"
import { graphql, Link, type PageProps, type HeadProps } from "gatsby"
// The page frame first, as in every template: its stylesheets come before the components' (src/node/webpack/cssOrderCheck.ts).
import { Layout } from "../components/Layout"
import { HomeFeatures } from "../components/HomeFeatures"
import { PlainImage } from "../components/PlainImage"
import { Seo } from "../components/Seo"
import { siteConfig } from "../config/site"
import * as styles from "./index.module.css"

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const latest = data.allDocsVersion.nodes[0]
  const logo = data.logo?.childImageSharp?.gatsbyImageData
  return (
    <Layout>
      <section className={styles.hero}>
        {logo && <PlainImage image={logo} alt="Rsvim logo" className={styles.logo} />}
        <h1 className={styles.title}>{siteConfig.title}</h1>
        <p className={styles.tagline}>{siteConfig.tagline}</p>
        <div className={styles.actions}>
          <Link className={styles.primary} to={latest.mainDocUrl}>
            Get started
          </Link>
          <Link className={styles.secondary} to={`${latest.urlPrefix}/manual/installation`}>
            Install Rsvim {latest.label}
          </Link>
        </div>
      </section>
      <HomeFeatures />
    </Layout>
  )
}


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
