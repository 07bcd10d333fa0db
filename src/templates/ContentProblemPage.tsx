import React from "react"
import type { HeadProps, PageProps } from "gatsby"
import { pageView } from "./pageView"
import { Seo } from "../components/Seo"
import { strings, type ProblemContext } from "./contentProblem"

/** The page's view is code of its own, fetched on the reader's first interaction (./pageView.tsx). */
export default pageView<PageProps<object, ProblemContext>>(() => import(/* webpackChunkName: "view-content-problem-page" */ "./views/ContentProblemPage"))

export function Head({ pageContext, location }: HeadProps<object, ProblemContext>) {
  // No file: the file was fixed and this address is a page again (the view reloads it).
  if (typeof pageContext.file !== "string") return null
  return <Seo title={strings.title} description={strings.text(pageContext.file)} path={location.pathname} />
}
