import React from "react"
import { MDXProvider } from "@mdx-js/react"
import { Link } from "gatsby"
import { Admonition } from "../Admonition"
import { MdxPre } from "../CodeBlock"
import { TabItem } from "../Tabs/TabItem"
import { Tabs } from "./lazyTabs"
import { createHeading } from "../Heading"

type AnchorProps = React.AnchorHTMLAttributes<HTMLAnchorElement>

/** Site paths navigate client-side; everything else is a plain, safe link. */
function MdxLink({ href = "", children, ...rest }: AnchorProps) {
  if (href.startsWith("/") && !href.startsWith("//")) {
    return (
      <Link to={href} {...(rest as object)}>
        {children}
      </Link>
    )
  }
  const external = /^https?:/.test(href)
  return (
    <a href={href} {...rest} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
      {children}
    </a>
  )
}

/** Components every MDX file can use without importing them. */
export const mdxComponents = {
  a: MdxLink,
  pre: MdxPre,
  // h1 is the page title, rendered by the templates; h2–h6 get anchor links.
  h2: createHeading("h2"),
  h3: createHeading("h3"),
  h4: createHeading("h4"),
  h5: createHeading("h5"),
  h6: createHeading("h6"),
  Admonition,
  Tabs,
  TabItem,
}

export function MdxProvider({ children }: { children: React.ReactNode }) {
  return <MDXProvider components={mdxComponents}>{children}</MDXProvider>
}
