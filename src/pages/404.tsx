import React from "react"
import type { HeadProps, PageProps } from "gatsby"
import { pageView } from "../templates/pageView"
import { Seo } from "../components/Seo"

/** The page's view is code of its own, fetched on the reader's first interaction (src/templates/pageView.tsx). */
export default pageView<PageProps>(() => import(/* webpackChunkName: "view-not-found-page" */ "../templates/views/NotFoundPage"))

/** The page head (Gatsby Head API): title, description, canonical URL and social cards. */
export function Head({ location }: HeadProps) {
  return <Seo title="Page Not Found" description="The page you asked for does not exist." path={location.pathname} />
}
