import React from "react"
import { Link, type PageProps } from "gatsby"
// The page frame first, as in every template: its stylesheets come before the components' (src/node/webpack/cssOrderCheck.ts).
import { Layout } from "../../components/Layout"
import { HomeFeatures } from "../../components/HomeFeatures"
import { PlainImage } from "../../components/PlainImage"
import { siteConfig } from "../../config/site"
import * as styles from "./HomePage.module.css"

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
