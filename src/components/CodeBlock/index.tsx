import React from "react"
import { Highlight, type PrismTheme } from "prism-react-renderer"
import { canonicalLanguage, Prism } from "./prismLanguages"
import * as styles from "./styles.module.css"

/** Colours come from CSS (token classes), so both colour modes share one render. */
const classOnlyTheme: PrismTheme = { plain: {}, styles: [] }

interface CodeBlockProps {
  code: string
  language?: string
  title?: string
}

/** A highlighted code block; <pre>/<code> carry Prism's language-<name> class. */
export function CodeBlock({ code, language, title }: CodeBlockProps) {
  const lang = canonicalLanguage(language)
  const grammar = Prism.languages[lang] ? lang : "text"
  return (
    <div className={styles.container}>
      {title && <div className={styles.title}>{title}</div>}
      <Highlight prism={Prism} theme={classOnlyTheme} code={code.replace(/\n$/, "")} language={grammar}>
        {({ className, tokens, getLineProps, getTokenProps }) => (
          <pre className={`${className} language-${lang} ${styles.pre}`} tabIndex={0}>
            <code className={`language-${lang}`}>
              {tokens.map((line, lineIndex) => (
                <span key={lineIndex} {...getLineProps({ line })}>
                  {line.map((token, tokenIndex) => (
                    <span key={tokenIndex} {...getTokenProps({ token })} />
                  ))}
                  {"\n"}
                </span>
              ))}
            </code>
          </pre>
        )}
      </Highlight>
    </div>
  )
}

/** Parses `title="rsvim.ts"` out of a fence's meta string. */
export function titleFromMeta(meta: string | undefined): string | undefined {
  return meta ? /title=(["'])(.*?)\1/.exec(meta)?.[2] : undefined
}

interface MdxPreProps {
  children?: React.ReactNode
}

/** MDX's <pre><code className="language-x" metastring> becomes a CodeBlock. */
export function MdxPre({ children }: MdxPreProps) {
  const code = React.Children.only(children) as React.ReactElement<{ className?: string; metastring?: string; children?: React.ReactNode }>
  const language = /language-(\S+)/.exec(code.props.className ?? "")?.[1]
  return <CodeBlock code={String(code.props.children ?? "")} language={language} title={titleFromMeta(code.props.metastring)} />
}
