/** A prefilled "new issue" link for a query that found nothing. */
import { REPORT_ISSUE_URL } from "../../shared/search/constants"

const text = {
  title: (query: string) => `Search: no results for "${query}"`,
  body: (query: string, pageUrl: string, version: string) =>
    [`The docs search found no results for "${query}".`, "", `- Page: ${pageUrl}`, `- Docs version: ${version}`, "", "What I expected to find:", ""].join("\n"),
}

export function reportIssueUrl(query: string, pageUrl: string, version: string): string {
  const title = text.title(query)
  const body = text.body(query, pageUrl, version)
  return `${REPORT_ISSUE_URL}?${new URLSearchParams({ title, body }).toString()}`
}
