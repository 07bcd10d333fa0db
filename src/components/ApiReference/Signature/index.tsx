import React from "react"
import { CodeBlock, type HighlightedCodeData } from "../../../shared/content/CodeBlock"
import { LinkedType, type TypeLink } from "../LinkedType"
import * as styles from "./styles.module.css"

const strings = {
  typeParameters: "Type parameters",
  name: "Name",
  type: "Type",
  description: "Description",
  defaultValue: (value: string) => `default ${value}`,
}

export interface ApiParameterData {
  name: string
  type: string
  typeLinks: readonly TypeLink[]
  optional: boolean
  rest: boolean
  defaultValue?: string | null
  descriptionHtml: string
}

export interface ApiSignatureData {
  /** The signature as TypeScript text; `highlighted` is the same, marked up. */
  code: string
  highlighted: HighlightedCodeData
  typeParameters: readonly { name: string; constraint?: string | null; default?: string | null; descriptionHtml: string }[]
  parameters: readonly ApiParameterData[]
  returnType?: string | null
  returnTypeLinks: readonly TypeLink[]
  returnsHtml: string
  throwsHtml: readonly string[]
  summaryHtml: string
  descriptionHtml: string
}

interface SignatureProps {
  signature: ApiSignatureData
  /** False when the enclosing member already shows this signature's summary and description. */
  showDocs?: boolean
}

/**
 * One call signature: highlighted code, type parameters and, when it has its
 * own, its comment. Its parameters, return value and exceptions are shown in
 * the sections that follow (ParameterTables, ReturnsList, ThrowsList).
 */
export function Signature({ signature, showDocs = true }: SignatureProps) {
  return (
    <div className={styles.signature}>
      <CodeBlock highlighted={signature.highlighted} />
      {showDocs && signature.summaryHtml && <div dangerouslySetInnerHTML={{ __html: signature.summaryHtml }} />}
      {signature.typeParameters.length > 0 && (
        <>
          <p className={styles.label}>{strings.typeParameters}</p>
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
      {showDocs && signature.descriptionHtml && <div dangerouslySetInnerHTML={{ __html: signature.descriptionHtml }} />}
    </div>
  )
}

/** The code of a signature, named above its part when several signatures share a section. */
function SignatureName({ signature }: { signature: ApiSignatureData }) {
  return (
    <p className={styles.label}>
      <code>{signature.code}</code>
    </p>
  )
}

/** One table of parameters per signature that has any. */
export function ParameterTables({ signatures }: { signatures: readonly ApiSignatureData[] }) {
  const withParameters = signatures.filter(signature => signature.parameters.length > 0)
  return (
    <>
      {withParameters.map((signature, index) => (
        <React.Fragment key={index}>
          {withParameters.length > 1 && <SignatureName signature={signature} />}
          <table className={styles.parameters}>
            <thead>
              <tr>
                <th scope="col">{strings.name}</th>
                <th scope="col">{strings.type}</th>
                <th scope="col">{strings.description}</th>
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
                    {parameter.defaultValue && <div className={styles.defaultValue}>{strings.defaultValue(parameter.defaultValue)}</div>}
                  </td>
                  <td>
                    <LinkedType type={parameter.type} links={parameter.typeLinks} />
                  </td>
                  <td dangerouslySetInnerHTML={{ __html: parameter.descriptionHtml }} />
                </tr>
              ))}
            </tbody>
          </table>
        </React.Fragment>
      ))}
    </>
  )
}

/** What each signature returns: its type and what its comment says about it. */
export function ReturnsList({ signatures }: { signatures: readonly ApiSignatureData[] }) {
  // As the page outline decides (src/node/api/pageOutline.ts): a bare `void` says nothing.
  const returning = signatures.filter(signature => signature.returnsHtml || (signature.returnType && signature.returnType !== "void"))
  return (
    <>
      {returning.map((signature, index) => (
        <div key={index} className={styles.returns}>
          {returning.length > 1 && <SignatureName signature={signature} />}
          {signature.returnType && <LinkedType type={signature.returnType} links={signature.returnTypeLinks} />}
          {signature.returnsHtml && <div dangerouslySetInnerHTML={{ __html: signature.returnsHtml }} />}
        </div>
      ))}
    </>
  )
}

/** Every exception the signatures document, as one list. */
export function ThrowsList({ signatures }: { signatures: readonly ApiSignatureData[] }) {
  return (
    <ul>
      {signatures.flatMap((signature, index) =>
        signature.throwsHtml.map((html, position) => <li key={`${index}-${position}`} dangerouslySetInnerHTML={{ __html: html }} />)
      )}
    </ul>
  )
}
