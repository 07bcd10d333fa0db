import React from "react"
import type { GatsbyBrowser } from "gatsby"
import { MdxProvider } from "./src/components/MdxProvider"
import "./src/styles/global.css"

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => <MdxProvider>{element}</MdxProvider>

/** Marks the page interactive, so tests (and scripts) can wait for hydration. */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.dataset.hydrated = "true"
}
