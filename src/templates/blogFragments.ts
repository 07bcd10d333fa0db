import { graphql } from "gatsby"

export const blogFragments = graphql`
  fragment BlogSidebarPost on BlogPost {
    title
    url
    date
  }
  fragment PostAuthor on BlogPostAuthor {
    slug
    name
    title
    url
    email
    permalink
    imageUrl
    socials {
      platform
      url
    }
  }
  fragment PostMetaFields on BlogPost {
    date
    dateLabel: date(formatString: "MMMM D, YYYY")
    readingMinutes
    authors {
      ...PostAuthor
    }
    tags {
      slug
      label
      permalink
    }
  }
  fragment BlogPostSummary on BlogPost {
    title
    url
    excerptHtml
    ...PostMetaFields
  }
`
