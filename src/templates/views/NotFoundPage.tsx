import React from "react"
import { Link } from "gatsby"
import { Layout } from "../../components/Layout"

export default function NotFoundPage() {
  return (
    <Layout>
      <div style={{ maxWidth: "40rem", margin: "4rem auto", padding: "0 1rem" }}>
        <h1>Page Not Found</h1>
        <p>We could not find what you were looking for.</p>
        <p>
          The link you followed may be broken, or the page may have moved. Try the menu above, search, or the{" "}
          <Link to="/">home page</Link>.
        </p>
      </div>
    </Layout>
  )
}
