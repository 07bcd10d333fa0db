import React from "react"
import { Highlight, type PrismTheme } from "prism-react-renderer"
import { canonicalLanguage, Prism } from "./prismLanguages"
import { highlightedLinesFromMeta, titleFromMeta } from "./codeMeta"
import { CopyButton } from "./CopyButton"
import * as styles from "./styles.module.css"

export { titleFromMeta, highlightedLinesFromMeta } from "./codeMeta"

/**
 * Token colours come from prism-react-renderer's light and dark themes turned
 * into CSS (src/theme/prismThemeCss.ts), so both colour modes share one render
 * and the page never flashes the wrong palette before hydration.
 */
const classOnlyTheme: PrismTheme = { plain: {}, styles: [] }

interface CodeBlockProps {
  code: string
  language?: string
  title?: string
  /** 1-based line numbers to highlight. */
  highlightLines?: ReadonlySet<number>
}

/** A highlighted code block: title, marked lines and a copy button; <pre>/<code> carry language-<name>. */
export function CodeBlock({ code, language, title, highlightLines }: CodeBlockProps) {
  const lang = canonicalLanguage(language)
  const grammar = Prism.languages[lang] ? lang : "text"
  const source = code.replace(/\n$/, "")
  return (
    <div className={`${styles.container} code-block`}>
      {title && <div className={styles.title}>{title}</div>}
      <div className={styles.body}>
        <Highlight prism={Prism} theme={classOnlyTheme} code={source} language={grammar}>
          {({ className, tokens, getLineProps, getTokenProps }) => (
            <pre className={`${className} language-${lang} ${styles.pre}`} tabIndex={0}>
              <code className={`language-${lang} ${styles.code}`}>
                {tokens.map((line, index) => {
                  const lineProps = getLineProps({ line })
                  const marked = highlightLines?.has(index + 1)
                  return (
                    <span key={index} {...lineProps} className={`${lineProps.className} ${styles.line} ${marked ? `${styles.highlighted} highlighted-line` : ""}`}>
                      {line.map((token, tokenIndex) => (
                        <span key={tokenIndex} {...getTokenProps({ token })} />
                      ))}
                      {"\n"}
                    </span>
                  )
                })}
              </code>
            </pre>
          )}
        </Highlight>
        <div className={styles.buttons}>
          <CopyButton code={source} />
        </div>
      </div>
    </div>
  )
}

interface MdxPreProps {
  children?: React.ReactNode
}

/** MDX's <pre><code className="language-x" metastring> becomes a CodeBlock. */
export function MdxPre({ children }: MdxPreProps) {
  const code = React.Children.only(children) as React.ReactElement<{ className?: string; metastring?: string; children?: React.ReactNode }>
  const language = /language-(\S+)/.exec(code.props.className ?? "")?.[1]
  const meta = code.props.metastring
  return <CodeBlock code={String(code.props.children ?? "")} language={language} title={titleFromMeta(meta)} highlightLines={highlightedLinesFromMeta(meta)} />
}
