import React from "react"
import { CodeBlock, type HighlightedCodeData } from "../../../shared/content/CodeBlock"
import { ApiMeta, ApiSummary, Html, type ApiDocFieldsData } from "../DocFields"
import { ApiSections, type ApiSectionData } from "../Sections"
import { SectionHeading } from "../SectionHeading"
import { Signature, type ApiSignatureData } from "../Signature"
import { LinkedType, type TypeLink } from "../LinkedType"
import * as styles from "./styles.module.css"

const strings = {
  type: "Type: ",
  defaultValue: "Default: ",
}

export interface ApiMemberData extends ApiDocFieldsData {
  anchor: string
  kind: string
  name: string
  /** The `flags` field, aliased in the query (ApiSymbolPage.tsx says why). */
  modifiers: { readonly: boolean; static: boolean; optional: boolean; abstract: boolean }
  highlighted: HighlightedCodeData
  type?: string | null
  typeLinks: readonly TypeLink[]
  signatures: readonly ApiSignatureData[]
  defaultValueHtml: string
  /** Its h4 sections, in page order (src/node/api/pageOutline.ts). */
  sections: readonly ApiSectionData[]
}

const flagLabels = ["static", "readonly", "optional", "abstract"] as const

const sectionKinds = ["parameters", "returns", "throws", "examples", "see"]

/**
 * One property, accessor or method under an anchored h3, its parameters,
 * return value, exceptions, examples and "see also" each under an anchored h4.
 */
export function Member({ member }: { member: ApiMemberData }) {
  const flags = flagLabels.filter(flag => member.modifiers[flag])
  return (
    <section className={styles.member} aria-labelledby={member.anchor}>
      <SectionHeading level={3} id={member.anchor} linkLabel={member.name} className={styles.heading}>
        <code>{member.name}</code>
        {flags.map(flag => (
          <span key={flag} className={styles.flag}>
            {flag}
          </span>
        ))}
      </SectionHeading>
      <ApiSummary data={member} />
      {member.signatures.length === 0 && member.highlighted.html !== "" && <CodeBlock highlighted={member.highlighted} />}
      {member.signatures.length === 0 && member.highlighted.html === "" && member.type && (
        <p>
          {strings.type}
          <LinkedType type={member.type} links={member.typeLinks} />
        </p>
      )}
      {member.signatures.map((signature, index) => (
        <Signature key={index} signature={signature} showDocs={signature.summaryHtml !== member.summaryHtml} />
      ))}
      <Html html={member.descriptionHtml} />
      {member.defaultValueHtml && (
        <p className={styles.defaultValue}>
          {strings.defaultValue}
          <span dangerouslySetInnerHTML={{ __html: member.defaultValueHtml }} />
        </p>
      )}
      <ApiSections sections={member.sections} kinds={sectionKinds} signatures={member.signatures} data={member} owner={member.name} />
      <ApiMeta data={member} />
    </section>
  )
}
