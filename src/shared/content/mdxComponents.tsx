import React from "react"
import { Admonition } from "./Admonition"
import { MdxPre } from "./CodeBlock"
import { Details } from "./Details"
import { createHeading } from "./Heading"
import { TabItem, Tabs } from "./Tabs"
import { ThemedImage } from "./ThemedImage"
import { TOCInline } from "./TOCInline"

type AnchorProps = React.AnchorHTMLAttributes<HTMLAnchorElement>

/**
 * The components MDX content is rendered with, at build time (src/node/mdx/renderBody.tsx):
 * every MDX file can use them without importing them (Docusaurus' imports of
 * them, `import Tabs from '@theme/Tabs'`, are taken out by
 * src/node/content/themeImports.ts; its <CodeBlock> becomes a code fence). Links to site paths
 * arrive with the build's path prefix (src/node/mdx/remarkContentLinks.ts);
 * in the browser, src/components/MdxBody follows them without reloading.
 */
export function mdxComponents() {
  function MdxLink({ href = "", children, ...rest }: AnchorProps) {
    const external = /^https?:/.test(href)
    return (
      <a href={href} {...rest} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
        {children}
      </a>
    )
  }
  return {
    a: MdxLink,
    pre: MdxPre,
    // h1 is the page title, rendered by the templates; h2–h6 get anchor links.
    h2: createHeading("h2"),
    h3: createHeading("h3"),
    h4: createHeading("h4"),
    h5: createHeading("h5"),
    h6: createHeading("h6"),
    Admonition,
    Details,
    Tabs,
    TabItem,
    ThemedImage,
    TOCInline,
  }
}
