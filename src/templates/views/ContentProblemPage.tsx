import React from "react"
import type { PageProps } from "gatsby"
import { Layout } from "../../components/Layout"
import { strings, type ProblemContext } from "../contentProblem"

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
