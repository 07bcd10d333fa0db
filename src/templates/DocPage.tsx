import React from "react"
import { graphql, type PageProps, type HeadProps } from "gatsby"
import { DocItem } from "../components/DocItem"
import { EditThisPage } from "../components/EditThisPage"
import { Seo } from "../components/Seo"
import { MdxBody } from "../components/MdxBody"
import * as styles from "./DocPage.module.css"

export default function DocPage({ data }: PageProps<Queries.DocPageQuery>) {
  const doc = data.doc!
  return (
    <DocItem
      page={doc}
      section={doc.section === "api" ? "api" : "manual"}
      toc={doc.hideTableOfContents ? null : { headings: doc.headings, minLevel: doc.tocMinHeadingLevel, maxLevel: doc.tocMaxHeadingLevel }}
      footer={
        <footer className={styles.footer}>
          <EditThisPage sourcePath={doc.sourcePath} />
        </footer>
      }
    >
      <MdxBody className={styles.markdown} html={doc.html} />
    </DocItem>
  )
}

/** The page head (Gatsby Head API): title, description, canonical URL and social cards. */
export function Head({ data }: HeadProps<Queries.DocPageQuery>) {
  const doc = data.doc!
  return <Seo title={doc.title} description={doc.description} path={doc.url} keywords={doc.keywords} image={doc.image} />
}

export const query = graphql`
  query DocPage($id: String!) {
    doc(id: { eq: $id }) {
      ...DocItemFields
      title
      description
      keywords
      image
      section
      sourcePath
      html
      hideTableOfContents
      tocMinHeadingLevel
      tocMaxHeadingLevel
    }
  }
`
