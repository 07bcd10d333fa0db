import React from "react"
import { ApiExamples, ApiSeeAlso, type ApiDocFieldsData } from "../DocFields"
import { SectionHeading } from "../SectionHeading"
import { ParameterTables, ReturnsList, ThrowsList, type ApiSignatureData } from "../Signature"

const strings = {
  /** What a section heading's "#" link is called for screen readers: "writeSync parameters". */
  sectionLink: (owner: string, section: string) => `${owner} ${section.toLowerCase()}`,
}

/** A section the page outline planned (src/node/api/pageOutline.ts): its kind, heading text, id and level. */
export interface ApiSectionData {
  kind: string
  title: string
  id: string
  depth: number
}

interface ApiSectionsProps {
  sections: readonly ApiSectionData[]
  /** Which sections to render here; the others are rendered elsewhere on the page. */
  kinds: readonly string[]
  signatures: readonly ApiSignatureData[]
  data: Pick<ApiDocFieldsData, "examples" | "see">
  /** Names the owner in the headings' link labels, e.g. "writeSync". */
  owner: string
}

/**
 * Parameters, returns, throws, examples and "see also", each under its own
 * anchored heading, in the order and with the ids the outline gave them.
 */
export function ApiSections({ sections, kinds, signatures, data, owner }: ApiSectionsProps) {
  return (
    <>
      {sections
        .filter(section => kinds.includes(section.kind))
        .map(section => (
          <section key={section.id} aria-labelledby={section.id}>
            <SectionHeading level={section.depth} id={section.id} linkLabel={strings.sectionLink(owner, section.title)}>
              {section.title}
            </SectionHeading>
            {section.kind === "parameters" && <ParameterTables signatures={signatures} />}
            {section.kind === "returns" && <ReturnsList signatures={signatures} />}
            {section.kind === "throws" && <ThrowsList signatures={signatures} />}
            {section.kind === "examples" && <ApiExamples examples={data.examples} />}
            {section.kind === "see" && <ApiSeeAlso see={data.see} />}
          </section>
        ))}
    </>
  )
}
