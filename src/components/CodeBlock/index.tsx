import React, { useRef } from "react"
import { CopyButton } from "./CopyButton"
import * as styles from "./styles.module.css"

/**
 * Code arrives already highlighted: MDX fences by src/node/mdx/rehypeHighlightCode.ts,
 * API reference code through GraphQL's `highlighted` fields
 * (src/node/highlight). No highlighter runs in the browser.
 */

/** Lines of [types, text] tokens, as src/node/highlight/highlightCode.ts makes them. */
export type CodeLines = ReadonlyArray<ReadonlyArray<ReadonlyArray<string>>>

interface CodeFrameProps {
  language: string
  title?: string
  /** The lines, each a `token-line` block ending in a line break. */
  children: React.ReactNode
}

/** Title bar, scrolling <pre><code class="language-…"> and the copy button. */
function CodeFrame({ language, title, children }: CodeFrameProps) {
  const codeRef = useRef<HTMLElement>(null)
  // The DOM holds exactly the source (each line ends in "\n"), so the copy reads it back.
  const source = () => (codeRef.current?.textContent ?? "").replace(/\n$/, "")
  return (
    <div className={`${styles.container} code-block`}>
      {title && <div className={styles.title}>{title}</div>}
      <div className={styles.body}>
        <pre className={`language-${language} ${styles.pre}`} tabIndex={0}>
          <code ref={codeRef} className={`language-${language} ${styles.code}`}>
            {children}
          </code>
        </pre>
        <div className={styles.buttons}>
          <CopyButton source={source} />
        </div>
      </div>
    </div>
  )
}

/** The shape of the GraphQL `HighlightedCode` type. */
export interface HighlightedCodeData {
  language: string
  lines: CodeLines
}

interface CodeBlockProps {
  highlighted: HighlightedCodeData
  title?: string
}

/** A code block from GraphQL data (the API reference). */
export function CodeBlock({ highlighted, title }: CodeBlockProps) {
  return (
    <CodeFrame language={highlighted.language} title={title}>
      {highlighted.lines.map((tokens, index) => (
        <span key={index} className="token-line">
          {tokens.map(([types, content], tokenIndex) =>
            types ? (
              <span key={tokenIndex} className={`token ${types}`}>
                {content}
              </span>
            ) : (
              content
            )
          )}
          {"\n"}
        </span>
      ))}
    </CodeFrame>
  )
}

interface MdxPreProps {
  className?: string
  "data-title"?: string
  children?: React.ReactNode
}

/** MDX's <pre>: its <code> holds the lines highlighted at build time. */
export function MdxPre({ className, "data-title": title, children }: MdxPreProps) {
  const code = React.Children.only(children) as React.ReactElement<{ children?: React.ReactNode }>
  const language = /language-(\S+)/.exec(className ?? "")?.[1] ?? "text"
  return (
    <CodeFrame language={language} title={title}>
      {code.props.children}
    </CodeFrame>
  )
}
