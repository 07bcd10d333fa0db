import React from "react"
import { CodeBlock, type HighlightedCodeData } from "../../CodeBlock"
import { siteConfig } from "../../../config/site"
import * as styles from "./styles.module.css"

export interface ApiDocFieldsData {
  summaryHtml: string
  descriptionHtml: string
  examples: readonly { highlighted: HighlightedCodeData; captionHtml: string }[]
  since?: string | null
  deprecatedHtml?: string | null
  see: readonly { html: string }[]
  definedIn?: { file: string; line: number } | null
}

/** HTML rendered at build time from our own TSDoc comments (src/node/api). */
function Html({ html, className }: { html: string; className?: string }) {
  return html ? <div className={className} dangerouslySetInnerHTML={{ __html: html }} /> : null
}

/** Deprecation notice and summary, shown first. */
export function ApiSummary({ data }: { data: Pick<ApiDocFieldsData, "summaryHtml" | "deprecatedHtml"> }) {
  return (
    <>
      {data.deprecatedHtml !== null && data.deprecatedHtml !== undefined && (
        <div className={styles.deprecated} role="note">
          <strong>Deprecated.</strong> <Html html={data.deprecatedHtml} className={styles.inline} />
        </div>
      )}
      <Html html={data.summaryHtml} />
    </>
  )
}

/** Description, examples, "since", "see also" and the source location. */
export function ApiDetails({ data, headingLevel = 3 }: { data: ApiDocFieldsData; headingLevel?: 3 | 4 }) {
  const Heading = `h${headingLevel}` as "h3" | "h4"
  return (
    <>
      <Html html={data.descriptionHtml} />
      {data.examples.length > 0 && (
        <div className={styles.examples}>
          <p className={styles.label}>{data.examples.length === 1 ? "Example" : "Examples"}</p>
          {data.examples.map((example, index) => (
            <div key={index}>
              <Html html={example.captionHtml} />
              <CodeBlock highlighted={example.highlighted} />
            </div>
          ))}
        </div>
      )}
      {data.see.length > 0 && (
        <>
          <Heading className={styles.label}>See also</Heading>
          <ul>
            {data.see.map((entry, index) => (
              <li key={index} dangerouslySetInnerHTML={{ __html: entry.html }} />
            ))}
          </ul>
        </>
      )}
      <p className={styles.meta}>
        {data.since && <span>Since {data.since}. </span>}
        {data.definedIn && (
          <span>
            Defined in{" "}
            <a href={`${siteConfig.sourceUrlBase}${data.definedIn.file}#L${data.definedIn.line}`} target="_blank" rel="noopener noreferrer">
              {data.definedIn.file.split("/").pop()}:{data.definedIn.line}
            </a>
          </span>
        )}
      </p>
    </>
  )
}
