import React from "react"
import { MDXProvider } from "@mdx-js/react"
import { Link } from "gatsby"
import { Admonition } from "../Admonition"
import { MdxPre } from "../CodeBlock"
import { Tabs, TabItem } from "../Tabs"

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
  Admonition,
  Tabs,
  TabItem,
}

export function MdxProvider({ children }: { children: React.ReactNode }) {
  return <MDXProvider components={mdxComponents}>{children}</MDXProvider>
}
