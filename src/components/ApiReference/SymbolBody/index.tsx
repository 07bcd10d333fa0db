import React from "react"
import { Link } from "gatsby"
import { CodeBlock, type HighlightedCodeData } from "../../../shared/content/CodeBlock"
import { ApiMeta, Html, type ApiDocFieldsData } from "../DocFields"
import { Member, type ApiMemberData } from "../Member"
import { ApiSections, type ApiSectionData } from "../Sections"
import { SectionHeading } from "../SectionHeading"
import { Signature, type ApiSignatureData } from "../Signature"
import * as styles from "./styles.module.css"

const strings = {
  /** What the signature heading's "#" link is called for screen readers. */
  signatureLink: (name: string) => `${name} signature`,
}

/** A heading group the page outline planned: "Methods", "Type aliases", ... */
export interface ApiGroupData {
  kind: string
  title: string
  id: string
}

export interface ApiSymbolBodyData extends ApiDocFieldsData {
  kind: string
  name: string
  declarationHighlighted: HighlightedCodeData
  signatures: readonly ApiSignatureData[]
  members: readonly ApiMemberData[]
  sections: readonly ApiSectionData[]
  memberGroups: readonly ApiGroupData[]
  childGroups: readonly ApiGroupData[]
  childSymbols: readonly { kind: string; name: string; url: string; summaryHtml: string }[]
}

const signatureParts = ["parameters", "returns", "throws"]
const closingParts = ["examples", "see"]

/**
 * Everything of an API reference page below its title and summary: the
 * declaration or signature with its parts, the description, examples, the
 * members grouped by kind, and what a module or namespace holds. Headings and
 * ids come from the page outline, which the table of contents lists too.
 */
export function ApiSymbolBody({ symbol }: { symbol: ApiSymbolBodyData }) {
  const signatureSection = symbol.sections.find(section => section.kind === "signature")
  return (
    <>
      {symbol.kind !== "module" && symbol.declarationHighlighted.html !== "" && !signatureSection && (
        <CodeBlock highlighted={symbol.declarationHighlighted} />
      )}
      {signatureSection && (
        <section aria-labelledby={signatureSection.id}>
          <SectionHeading level={signatureSection.depth} id={signatureSection.id} linkLabel={strings.signatureLink(symbol.name)}>
            {signatureSection.title}
          </SectionHeading>
          {symbol.signatures.map((signature, position) => (
            <Signature key={position} signature={signature} />
          ))}
          <ApiSections sections={symbol.sections} kinds={signatureParts} signatures={symbol.signatures} data={symbol} owner={symbol.name} />
        </section>
      )}
      <Html html={symbol.descriptionHtml} />
      <ApiSections sections={symbol.sections} kinds={closingParts} signatures={symbol.signatures} data={symbol} owner={symbol.name} />
      <ApiMeta data={symbol} />
      {symbol.memberGroups.map(group => (
        <section key={group.id} aria-labelledby={group.id}>
          <SectionHeading level={2} id={group.id} linkLabel={group.title}>
            {group.title}
          </SectionHeading>
          {symbol.members
            .filter(member => member.kind === group.kind)
            .map(member => (
              <Member key={member.anchor} member={member} />
            ))}
        </section>
      ))}
      {symbol.childGroups.map(group => (
        <section key={group.id} aria-labelledby={group.id}>
          <SectionHeading level={2} id={group.id} linkLabel={group.title}>
            {group.title}
          </SectionHeading>
          <dl className={styles.children}>
            {symbol.childSymbols
              .filter(child => child.kind === group.kind)
              .map(child => (
                <React.Fragment key={child.url}>
                  <dt>
                    <Link to={child.url}>
                      <code>{child.name}</code>
                    </Link>
                  </dt>
                  <dd dangerouslySetInnerHTML={{ __html: child.summaryHtml }} />
                </React.Fragment>
              ))}
          </dl>
        </section>
      ))}
    </>
  )
}
