import React from "react"
import type { GatsbySSR } from "gatsby"
import { MdxProvider } from "./src/components/MdxProvider"
import { normalizeHtmlPathScript } from "./src/theme/urlRules"

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => <MdxProvider>{element}</MdxProvider>

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en", "data-theme": "light" } as React.HtmlHTMLAttributes<HTMLHtmlElement>)
  setHeadComponents([
    // Before first paint: mark that JavaScript runs (tabs hide inactive panels only then).
    <script key="js-flag" dangerouslySetInnerHTML={{ __html: "document.documentElement.classList.add('js')" }} />,
    <script key="html-path" dangerouslySetInnerHTML={{ __html: normalizeHtmlPathScript }} />,
  ])
}
