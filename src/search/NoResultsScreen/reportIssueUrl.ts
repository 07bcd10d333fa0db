/** A prefilled "new issue" link for a query that found nothing. */
import { REPORT_ISSUE_URL } from "../../shared/search/constants"

export function reportIssueUrl(query: string, pageUrl: string, version: string): string {
  const title = `Search: no results for "${query}"`
  const body = [
    `The docs search found no results for "${query}".`,
    "",
    `- Page: ${pageUrl}`,
    `- Docs version: ${version}`,
    "",
    "What I expected to find:",
    "",
  ].join("\n")
  return `${REPORT_ISSUE_URL}?${new URLSearchParams({ title, body }).toString()}`
}
