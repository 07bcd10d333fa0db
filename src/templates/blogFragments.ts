import { graphql } from "gatsby"

export const blogFragments = graphql`
  fragment BlogSidebarPost on BlogPost {
    title
    url
    date
  }
  fragment BlogPostSummary on BlogPost {
    title
    url
    date
    dateLabel: date(formatString: "MMMM D, YYYY")
    readingMinutes
    excerptHtml
    authors {
      slug
      name
      title
    }
    tags {
      slug
      label
    }
  }
`
