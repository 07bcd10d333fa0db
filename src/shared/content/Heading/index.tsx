import React from "react"

const strings = {
  anchor: (text: string) => `Direct link to ${text}`,
}

type HeadingTag = "h2" | "h3" | "h4" | "h5" | "h6"

function textOf(node: React.ReactNode): string {
  if (typeof node === "string" || typeof node === "number") return String(node)
  if (Array.isArray(node)) return node.map(textOf).join("")
  if (React.isValidElement<{ children?: React.ReactNode }>(node)) return textOf(node.props.children)
  return ""
}

/**
 * A content heading with its anchor link ("#", shown on hover and focus). The
 * id comes from remarkHeadingIds; the link has no text of its own, so the
 * heading's text content stays exactly what the author wrote.
 */
export function createHeading(Tag: HeadingTag) {
  function Heading({ id, children, ...rest }: React.HTMLAttributes<HTMLHeadingElement>) {
    return (
      <Tag id={id} className="heading" {...rest}>
        {children}
        {id && <a href={`#${id}`} className="heading__anchor" aria-label={strings.anchor(textOf(children))} title={strings.anchor(textOf(children))} />}
      </Tag>
    )
  }
  Heading.displayName = `Heading(${Tag})`
  return Heading
}
