/**
 * Puts the analytics loader (src/analytics/analyticsLoaderScript.ts) in every
 * page's head, in production builds only. No <script src> and no preconnect
 * is rendered: the loader decides in the browser whether anything is fetched.
 */
import React from "react"
import { analyticsLoaderScript } from "../../src/analytics/analyticsLoaderScript"

export const onRenderBody = ({ setHeadComponents }, { gtagIds = [], gtmId = null }) => {
  if (process.env.NODE_ENV !== "production") return
  setHeadComponents([
    React.createElement("script", { key: "analytics-loader", dangerouslySetInnerHTML: { __html: analyticsLoaderScript({ gtagIds, gtmId }) } }),
  ])
}
