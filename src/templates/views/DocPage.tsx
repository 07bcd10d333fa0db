import React from "react"
import type { PageProps } from "gatsby"
import { DocItem } from "../../components/DocItem"
import { tableOfContentsOf } from "../../components/TableOfContents"
import { UnlistedBanner } from "../../components/UnlistedBanner"
import { DocCardList } from "../../components/DocCardList"
import { EditThisPage, LastUpdated } from "../../components/EditThisPage"
import { MdxBody } from "../../components/MdxBody"
import * as styles from "./DocPage.module.css"

/**
 * A docs page: a doc, or a category's generated index (its items as cards).
 * Both kinds share this template, so a site without generated indexes has no
 * page component whose query never runs.
 */
export default function DocPage({ data }: PageProps<Queries.DocPageQuery>) {
  const index = data.docCategoryIndex
  if (index) {
    return (
      <DocItem page={index} section={index.section === "api" ? "api" : "manual"} toc={null}>
        {index.description && <p>{index.description}</p>}
        <DocCardList cards={index.cards} />
      </DocItem>
    )
  }
  const doc = data.doc!
  return (
    <DocItem
      page={doc}
      hideTitle={doc.hideTitle}
      hideSidebar={doc.hideSidebar}
      section={doc.section === "api" ? "api" : "manual"}
      toc={tableOfContentsOf(doc)}
      notice={doc.unlisted ? <UnlistedBanner /> : undefined}
      footer={
        (doc.editUrl || doc.lastUpdate) && (
          <footer className={styles.footer}>
            {doc.editUrl && <EditThisPage sourcePath={doc.sourcePath} url={doc.editUrl} />}
            {doc.lastUpdate && <LastUpdated date={doc.lastUpdate.date} author={doc.lastUpdate.author} />}
          </footer>
        )
      }
    >
      <MdxBody className={styles.markdown} html={doc.html} />
    </DocItem>
  )
}
