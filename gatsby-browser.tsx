import React from "react"
import type { GatsbyBrowser } from "gatsby"
import { MdxProvider } from "./src/components/MdxProvider"
import "./src/styles/global.css"

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => <MdxProvider>{element}</MdxProvider>
