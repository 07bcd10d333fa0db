/**
 * What the modal asks the search backend, DocSearch's parameters: the record
 * attributes it shows, snippets of N words (and no separate highlights), 20
 * hits per page, and the contextual filter (the reader's docs version plus
 * pages outside the docs).
 * InstantSearch adds the query and the page. Matches come back between the
 * site's own tags in otherwise raw text: the modal renders snippets as React
 * text, so InstantSearch's HTML escaping of every hit is not asked for.
 */
import { HIGHLIGHT_POST_TAG, HIGHLIGHT_PRE_TAG, HITS_PER_PAGE, LANGUAGE, SNIPPET_ELLIPSIS, UNVERSIONED } from "../shared/search/constants"
import { hierarchyLevels, type SearchContext } from "../shared/search/types"

export function contextualFacetFilters(context: SearchContext): (string | string[])[] {
  return [`language:${LANGUAGE}`, [`version:${context.version}`, `version:${UNVERSIONED}`]]
}

export interface SearchParametersOptions {
  searchContext: SearchContext
  snippetWords: number
  clickAnalytics: boolean
}

export function searchParameters({ searchContext, snippetWords, clickAnalytics }: SearchParametersOptions) {
  return {
    hitsPerPage: HITS_PER_PAGE,
    attributesToRetrieve: [...hierarchyLevels.map((level) => `hierarchy.${level}`), "content", "type", "url"],
    attributesToSnippet: [
      ...hierarchyLevels.slice(1).map((level) => `hierarchy.${level}:${snippetWords}`),
      `content:${snippetWords}`,
    ],
    // Every attribute shown is snippeted; highlighting them as well would only repeat the work.
    attributesToHighlight: [],
    snippetEllipsisText: SNIPPET_ELLIPSIS,
    highlightPreTag: HIGHLIGHT_PRE_TAG,
    highlightPostTag: HIGHLIGHT_POST_TAG,
    clickAnalytics,
    facetFilters: contextualFacetFilters(searchContext),
  }
}
