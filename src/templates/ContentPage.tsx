import React from "react"
import { graphql, type PageProps, type HeadProps } from "gatsby"
import { Layout } from "../components/Layout"
import { Seo } from "../components/Seo"
import { MdxBody } from "../components/MdxBody"
import * as styles from "./ContentPage.module.css"

/** A stand-alone MDX page from content/pages (e.g. /sponsor). */
export default function ContentPage({ data }: PageProps<Queries.ContentPageQuery>) {
  const page = data.contentPage!
  return (
    <Layout>
      <article className={styles.article}>
        <h1>{page.title}</h1>
        <MdxBody html={page.html} />
      </article>
    </Layout>
  )
}


/** The page head (Gatsby Head API): title, description, canonical URL and social cards. */
export function Head({ data }: HeadProps<Queries.ContentPageQuery>) {
  const page = data.contentPage!
  return <Seo title={page.title} description={page.description} path={page.url} keywords={page.keywords} image={page.image} />
}

export const query = graphql`
  query ContentPage($id: String!) {
    contentPage(id: { eq: $id }) {
      title
      description
      keywords
      image
      url
      html
    }
  }
`
