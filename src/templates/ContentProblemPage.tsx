import React from "react"
import type { HeadProps, PageProps } from "gatsby"
import { Layout } from "../components/Layout"
import { Seo } from "../components/Seo"

const strings = {
  title: "This page could not be built",
  text: (file: string) => `${file} has a problem that keeps it from becoming a page. Every other page still works.`,
}

interface ProblemContext {
  file: string
  contentProblems: string[]
}

/**
 * Under `gatsby develop` only: stands at the URL of a content file that could
 * not be read (malformed front matter, an MDX syntax error), so the writer
 * sees what is wrong where the page should be. The problems themselves show
 * above every page (src/components/ContentProblems, from the page context).
 */
export default function ContentProblemPage({ pageContext }: PageProps<object, ProblemContext>) {
  return (
    <Layout>
      <article style={{ maxWidth: "48rem", margin: "2rem auto", padding: "0 1rem" }}>
        <h1>{strings.title}</h1>
        <p>{strings.text(pageContext.file)}</p>
      </article>
    </Layout>
  )
}

export function Head({ pageContext, location }: HeadProps<object, ProblemContext>) {
  return <Seo title={strings.title} description={strings.text(pageContext.file)} path={location.pathname} />
}
