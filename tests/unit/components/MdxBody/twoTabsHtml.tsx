import React from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { TabItem, Tabs } from "../../../../src/shared/content/Tabs"

/** A Linux / Windows set of tabs as the build renders it into a content body. */
export const twoTabsHtml = renderToStaticMarkup(
  <Tabs>
    <TabItem value="linux" label="Linux">
      linux steps
    </TabItem>
    <TabItem value="windows" label="Windows">
      windows steps
    </TabItem>
  </Tabs>
)
