import React from "react"
import { CodeBlock, type HighlightedCodeData } from "../../CodeBlock"
import { ApiDetails, ApiSummary, type ApiDocFieldsData } from "../DocFields"
import { Signature, type ApiSignatureData } from "../Signature"
import { LinkedType, type TypeLink } from "../LinkedType"
import * as styles from "./styles.module.css"

export interface ApiMemberData extends ApiDocFieldsData {
  anchor: string
  kind: string
  name: string
  flags: { readonly: boolean; static: boolean; optional: boolean; abstract: boolean }
  highlighted: HighlightedCodeData
  type?: string | null
  typeLinks: readonly TypeLink[]
  signatures: readonly ApiSignatureData[]
}

const flagLabels = ["static", "readonly", "optional", "abstract"] as const

/** One property, accessor or method, under an anchored heading the table of contents lists. */
export function Member({ member }: { member: ApiMemberData }) {
  const flags = flagLabels.filter(flag => member.flags[flag])
  return (
    <section className={styles.member} aria-labelledby={member.anchor}>
      <h3 id={member.anchor} className={styles.heading}>
        <code>{member.name}</code>
        {flags.map(flag => (
          <span key={flag} className={styles.flag}>
            {flag}
          </span>
        ))}
        <a className={styles.anchor} href={`#${member.anchor}`} aria-label={`Direct link to ${member.name}`}>
          #
        </a>
      </h3>
      <ApiSummary data={member} />
      {member.signatures.length === 0 && member.highlighted.html !== "" && <CodeBlock highlighted={member.highlighted} />}
      {member.signatures.length === 0 && member.highlighted.html === "" && member.type && (
        <p>
          Type: <LinkedType type={member.type} links={member.typeLinks} />
        </p>
      )}
      {member.signatures.map((signature, index) => (
        <Signature key={index} signature={signature} showDocs={signature.summaryHtml !== member.summaryHtml} />
      ))}
      <ApiDetails data={member} headingLevel={4} />
    </section>
  )
}
