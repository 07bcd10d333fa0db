import React from "react"
import { graphql, Link, type PageProps, type HeadProps } from "gatsby"
import { StaticImage } from "gatsby-plugin-image"
// The page frame first, as in every template: its stylesheets come before the components' (src/node/webpack/cssOrderCheck.ts).
import { Layout } from "../components/Layout"
import { HomeFeatures } from "../components/HomeFeatures"
import { Seo } from "../components/Seo"
import { siteConfig } from "../config/site"
import * as styles from "./index.module.css"

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const latest = data.allDocsVersion.nodes[0]
  return (
    <Layout>
      <section className={styles.hero}>
        <StaticImage src="../images/logo.png" alt="Rsvim logo" width={120} height={120} placeholder="none" loading="eager" />
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

export const query = graphql`
  query HomePage {
    allDocsVersion(filter: { isLast: { eq: true } }) {
      nodes {
        label
        urlPrefix
        mainDocUrl
      }
    }
  }
`
