import React from "react"
import type { PageProps } from "gatsby"
import { Layout } from "../../components/Layout"
import { UnlistedBanner } from "../../components/UnlistedBanner"
import { LastUpdated } from "../../components/EditThisPage"
import { MdxBody } from "../../components/MdxBody"
import * as styles from "./ContentPage.module.css"

/** A stand-alone MDX page from content/pages (e.g. /sponsor). */
export default function ContentPage({ data }: PageProps<Queries.ContentPageQuery>) {
  const page = data.contentPage!
  return (
    <Layout>
      <article className={styles.article}>
        {page.unlisted && <UnlistedBanner />}
        <h1>{page.title}</h1>
        <MdxBody html={page.html} />
        {page.lastUpdate && <LastUpdated date={page.lastUpdate.date} author={page.lastUpdate.author} />}
      </article>
    </Layout>
  )
}
