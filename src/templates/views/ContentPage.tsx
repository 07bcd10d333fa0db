import React from "react"
import type { PageProps } from "gatsby"
import { Layout } from "../../components/Layout"
import { buildTocTree, tableOfContentsOf, TableOfContents, TableOfContentsCollapsible } from "../../components/TableOfContents"
import { UnlistedBanner } from "../../components/UnlistedBanner"
import { LastUpdated } from "../../components/EditThisPage"
import { MdxBody } from "../../components/MdxBody"
import * as styles from "./ContentPage.module.css"

/**
 * A stand-alone MDX page from content/pages (e.g. /sponsor), with a table of
 * contents beside it as Docusaurus gives Markdown pages (hide_table_of_contents,
 * toc_min_heading_level and toc_max_heading_level as on docs).
 */
export default function ContentPage({ data }: PageProps<Queries.ContentPageQuery>) {
  const page = data.contentPage!
  const shown = tableOfContentsOf(page)
  // No column for a table of contents that would list nothing.
  const toc = shown && buildTocTree(shown.headings, shown.minLevel, shown.maxLevel).length > 0 ? shown : null
  return (
    <Layout>
      <div className={`${styles.columns} ${toc ? styles.withToc : ""}`}>
        <article className={styles.article}>
          {page.unlisted && <UnlistedBanner />}
          {page.heading !== null && <h1>{page.heading}</h1>}
          {toc && <TableOfContentsCollapsible {...toc} />}
          <MdxBody html={page.html} />
          {page.lastUpdate && <LastUpdated date={page.lastUpdate.date} author={page.lastUpdate.author} />}
        </article>
        {toc && (
          <div className={styles.aside}>
            <TableOfContents {...toc} />
          </div>
        )}
      </div>
    </Layout>
  )
}
