import React, { useEffect } from "react"
import { navigate, Link, type PageProps } from "gatsby"
import { Layout } from "../../components/Layout"

/**
 * /docs, /docs/next, /docs/0.1.0: a static host has no redirects, so the page
 * redirects itself (meta refresh without JavaScript, replace() with it).
 */
export default function DocsVersionRoot({ data }: PageProps<Queries.DocsVersionRootQuery>) {
  const version = data.docsVersion!
  useEffect(() => {
    void navigate(version.mainDocUrl, { replace: true })
  }, [version.mainDocUrl])
  return (
    <Layout version={version.name}>
      <div style={{ maxWidth: "40rem", margin: "3rem auto", padding: "0 1rem" }}>
        <h1>Rsvim {version.label} documentation</h1>
        <p>
          Taking you to <Link to={version.mainDocUrl}>the first page of the user manual</Link>.
        </p>
      </div>
    </Layout>
  )
}
