import React from "react"
import { CodeBlock, type HighlightedCodeData } from "../../../shared/content/CodeBlock"
import { siteConfig } from "../../../config/site"
import * as styles from "./styles.module.css"

const strings = {
  deprecated: "Deprecated.",
  since: (version: string) => `Since ${version}. `,
  definedIn: "Defined in ",
}

export interface ApiExampleData {
  highlighted: HighlightedCodeData
  captionHtml: string
}

export interface ApiDocFieldsData {
  summaryHtml: string
  descriptionHtml: string
  examples: readonly ApiExampleData[]
  since?: string | null
  deprecatedHtml?: string | null
  see: readonly { html: string }[]
  definedIn?: { file: string; line: number } | null
}

/** HTML rendered at build time from our own TSDoc comments (src/node/api). */
export function Html({ html, className }: { html: string; className?: string }) {
  return html ? <div className={className} dangerouslySetInnerHTML={{ __html: html }} /> : null
}

/** Deprecation notice and summary, shown first. */
export function ApiSummary({ data }: { data: Pick<ApiDocFieldsData, "summaryHtml" | "deprecatedHtml"> }) {
  return (
    <>
      {data.deprecatedHtml !== null && data.deprecatedHtml !== undefined && (
        <div className={styles.deprecated} role="note">
          <strong>{strings.deprecated}</strong> <Html html={data.deprecatedHtml} className={styles.inline} />
        </div>
      )}
      <Html html={data.summaryHtml} />
    </>
  )
}

/** The examples of a symbol or member, each with its caption. */
export function ApiExamples({ examples }: { examples: readonly ApiExampleData[] }) {
  return (
    <div className={styles.examples}>
      {examples.map((example, index) => (
        <div key={index}>
          <Html html={example.captionHtml} />
          <CodeBlock highlighted={example.highlighted} />
        </div>
      ))}
    </div>
  )
}

/** The `@see` entries as a list. */
export function ApiSeeAlso({ see }: { see: readonly { html: string }[] }) {
  return (
    <ul>
      {see.map((entry, index) => (
        <li key={index} dangerouslySetInnerHTML={{ __html: entry.html }} />
      ))}
    </ul>
  )
}

/** "Since" and the source location, last. */
export function ApiMeta({ data }: { data: Pick<ApiDocFieldsData, "since" | "definedIn"> }) {
  if (!data.since && !data.definedIn) return null
  return (
    <p className={styles.meta}>
      {data.since && <span>{strings.since(data.since)}</span>}
      {data.definedIn && (
        <span>
          {strings.definedIn}
          <a href={`${siteConfig.sourceUrlBase}${data.definedIn.file}#L${data.definedIn.line}`} target="_blank" rel="noopener noreferrer">
            {data.definedIn.file.split("/").pop()}:{data.definedIn.line}
          </a>
        </span>
      )}
    </p>
  )
}
