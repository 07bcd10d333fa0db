import React, { useRef } from "react"
import { CopyButton } from "./CopyButton"
import * as styles from "./styles.module.css"

/**
 * Code arrives highlighted, as the markup of its lines: MDX fences from
 * src/node/mdx/rehypeHighlightCode.ts, API reference code through GraphQL's
 * `highlighted` fields (both made by src/node/highlight). The browser runs no
 * highlighter, and hydration leaves the token spans alone.
 */

/** The shape of the GraphQL `HighlightedCode` type. */
export interface HighlightedCodeData {
  language: string
  /** `token-line` blocks, each ending in a line break; built from our own sources and escaped at build time. */
  html: string
}

interface CodeBlockProps {
  highlighted: HighlightedCodeData
  title?: string
}

/** Title bar, scrolling <pre><code class="language-…"> and the copy button. */
export function CodeBlock({ highlighted, title }: CodeBlockProps) {
  const codeRef = useRef<HTMLElement>(null)
  // The DOM holds exactly the source (each line ends in "\n"), so the copy reads it back.
  const source = () => (codeRef.current?.textContent ?? "").replace(/\n$/, "")
  const { language, html } = highlighted
  return (
    <div className={`${styles.container} code-block`}>
      {title && <div className={styles.title}>{title}</div>}
      <div className={styles.body}>
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a block wider than the page scrolls, and a keyboard can only scroll what takes focus */}
        <pre className={`language-${language} ${styles.pre}`} tabIndex={0}>
          <code ref={codeRef} className={`language-${language} ${styles.code}`} dangerouslySetInnerHTML={{ __html: html }} />
        </pre>
        <div className={styles.buttons}>
          <CopyButton source={source} />
        </div>
      </div>
    </div>
  )
}

interface MdxPreProps {
  className?: string
  "data-title"?: string
  children?: React.ReactNode
}

/** MDX's <pre>: its <code> carries the highlighted lines as `data-html`. */
export function MdxPre({ className, "data-title": title, children }: MdxPreProps) {
  const code = React.Children.only(children) as React.ReactElement<{ "data-html"?: string }>
  const language = /language-(\S+)/.exec(className ?? "")?.[1] ?? "text"
  return <CodeBlock highlighted={{ language, html: code.props["data-html"] ?? "" }} title={title} />
}
