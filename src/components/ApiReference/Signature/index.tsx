import React from "react"
import { CodeBlock, type HighlightedCodeData } from "../../CodeBlock"
import { LinkedType, type TypeLink } from "../LinkedType"
import * as styles from "./styles.module.css"

export interface ApiSignatureData {
  highlighted: HighlightedCodeData
  typeParameters: readonly { name: string; constraint?: string | null; default?: string | null; descriptionHtml: string }[]
  parameters: readonly {
    name: string
    type: string
    typeLinks: readonly TypeLink[]
    optional: boolean
    rest: boolean
    defaultValue?: string | null
    descriptionHtml: string
  }[]
  returnType?: string | null
  returnTypeLinks: readonly TypeLink[]
  returnsHtml: string
  throwsHtml: readonly string[]
  summaryHtml: string
  descriptionHtml: string
  examples: readonly { highlighted: HighlightedCodeData; captionHtml: string }[]
}

interface SignatureProps {
  signature: ApiSignatureData
  /** False when the enclosing member already shows this signature's summary, description and examples. */
  showDocs?: boolean
}

/** One call signature: highlighted code, type parameters, parameters, returns, throws. */
export function Signature({ signature, showDocs = true }: SignatureProps) {
  return (
    <div className={styles.signature}>
      <CodeBlock highlighted={signature.highlighted} />
      {showDocs && signature.summaryHtml && <div dangerouslySetInnerHTML={{ __html: signature.summaryHtml }} />}
      {signature.typeParameters.length > 0 && (
        <>
          <p className={styles.label}>Type parameters</p>
          <ul>
            {signature.typeParameters.map(parameter => (
              <li key={parameter.name}>
                <code>
                  {parameter.name}
                  {parameter.constraint ? ` extends ${parameter.constraint}` : ""}
                  {parameter.default ? ` = ${parameter.default}` : ""}
                </code>
                {parameter.descriptionHtml && <span dangerouslySetInnerHTML={{ __html: ` – ${parameter.descriptionHtml}` }} />}
              </li>
            ))}
          </ul>
        </>
      )}
      {signature.parameters.length > 0 && (
        <table className={styles.parameters}>
          <caption className={styles.label}>Parameters</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Type</th>
              <th scope="col">Description</th>
            </tr>
          </thead>
          <tbody>
            {signature.parameters.map(parameter => (
              <tr key={parameter.name}>
                <td>
                  <code>
                    {parameter.rest ? "..." : ""}
                    {parameter.name}
                    {parameter.optional ? "?" : ""}
                  </code>
                  {parameter.defaultValue && <div className={styles.defaultValue}>default {parameter.defaultValue}</div>}
                </td>
                <td>
                  <LinkedType type={parameter.type} links={parameter.typeLinks} />
                </td>
                <td dangerouslySetInnerHTML={{ __html: parameter.descriptionHtml }} />
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {signature.returnType && (
        <div className={styles.returns}>
          <span className={styles.label}>Returns</span> <LinkedType type={signature.returnType} links={signature.returnTypeLinks} />
          {signature.returnsHtml && <div dangerouslySetInnerHTML={{ __html: signature.returnsHtml }} />}
        </div>
      )}
      {signature.throwsHtml.length > 0 && (
        <>
          <p className={styles.label}>Throws</p>
          <ul>
            {signature.throwsHtml.map((html, index) => (
              <li key={index} dangerouslySetInnerHTML={{ __html: html }} />
            ))}
          </ul>
        </>
      )}
      {showDocs && signature.descriptionHtml && <div dangerouslySetInnerHTML={{ __html: signature.descriptionHtml }} />}
      {(showDocs ? signature.examples : []).map((example, index) => (
        <div key={index}>
          <p className={styles.label}>Example</p>
          {example.captionHtml && <div dangerouslySetInnerHTML={{ __html: example.captionHtml }} />}
          <CodeBlock highlighted={example.highlighted} />
        </div>
      ))}
    </div>
  )
}
