import React, { useEffect } from "react"
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
  // Once the file is fixed, develop sends this address the real page's data while this component
  // is still the one shown: load the address again, so the page itself replaces the message.
  const fixed = typeof pageContext.file !== "string"
  useEffect(() => {
    if (fixed) window.location.reload()
  }, [fixed])
  if (fixed) return null
  return (
    <Layout>
      <article style={{ maxWidth: "48rem", margin: "2rem auto", padding: "0 1rem" }}>
        <h1>{strings.title}</h1>
        <p>{strings.text(pageContext.file)}</p>
      </article>
    </Layout>
  )
}
