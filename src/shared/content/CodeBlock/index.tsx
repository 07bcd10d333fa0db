import React from "react"
import { codeBlockStrings } from "./strings"

/**
 * Code arrives highlighted, as the markup of its lines: MDX fences from
 * src/node/mdx/rehypeHighlightCode.ts, API reference code through GraphQL's
 * `highlighted` fields (both made by src/node/highlight). The browser runs no
 * highlighter. The copy button works by one listener for the whole page
 * (src/theme/copyCode.ts), so a block rendered at build time inside a
 * content body copies as well as one React renders.
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
  /** The first line's number when lines are numbered (```js showLineNumbers). */
  firstLineNumber?: number
}

/** Title bar, scrolling <pre><code class="language-…"> (its lines numbered by CSS when asked) and the copy button. */
export function CodeBlock({ highlighted, title, firstLineNumber }: CodeBlockProps) {
  const { language, html } = highlighted
  const numbered = firstLineNumber !== undefined
  return (
    <div className={numbered ? "code-block code-block--numbered" : "code-block"} style={numbered ? ({ "--first-line": firstLineNumber - 1 } as React.CSSProperties) : undefined}>
      {title && <div className="code-block__title">{title}</div>}
      <div className="code-block__body">
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a block wider than the page scrolls, and a keyboard can only scroll what takes focus */}
        <pre className={`language-${language} code-block__pre`} tabIndex={0}>
          <code className={`language-${language} code-block__code`} dangerouslySetInnerHTML={{ __html: html }} />
        </pre>
        <button type="button" className="code-block__copy" data-copy-code="" aria-label={codeBlockStrings.copy} title={codeBlockStrings.copy}>
          <span className="code-block__status" aria-live="polite" />
        </button>
      </div>
    </div>
  )
}

interface MdxPreProps {
  className?: string
  "data-title"?: string
  "data-line-numbers"?: string
  children?: React.ReactNode
}

/** MDX's <pre>: its <code> carries the highlighted lines as `data-html`. */
export function MdxPre({ className, "data-title": title, "data-line-numbers": lineNumbers, children }: MdxPreProps) {
  const code = React.Children.only(children) as React.ReactElement<{ "data-html"?: string }>
  const language = /language-(\S+)/.exec(className ?? "")?.[1] ?? "text"
  return <CodeBlock highlighted={{ language, html: code.props["data-html"] ?? "" }} title={title} firstLineNumber={lineNumbers === undefined ? undefined : Number(lineNumbers)} />
}
