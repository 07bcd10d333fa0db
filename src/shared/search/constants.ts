/**
 * Search constants from the site specification (§5, §9), in one place for the
 * build, the clients and the modal. No imports beyond pure data.
 */
import { siteConfig } from "../../config/site"
import { searchableSections } from "../../config/sections"

/** `version` of records that belong to no docs version (blog, home, sponsor). */
export const UNVERSIONED = "unversioned"

/** The index name when no hosted index is configured. */
export const LOCAL_INDEX_NAME = siteConfig.search.indexName
export const LANGUAGE = "en"

export const HITS_PER_PAGE = siteConfig.search.hitsPerPage
export const MAX_QUERY_LENGTH = siteConfig.search.maxQueryLength
export const MAX_RESULTS_PER_GROUP = 5
export const SNIPPET_WORDS = 10
export const SNIPPET_WORDS_SMALL_SCREEN = 5
export const SMALL_SCREEN_MEDIA_QUERY = "(max-width: 768px)"
export const SNIPPET_ELLIPSIS = "…"
/** What the backends put around a match in snippet values (the modal renders the text between as <mark>). */
export const HIGHLIGHT_PRE_TAG = "__rsvim-mark__"
export const HIGHLIGHT_POST_TAG = "__/rsvim-mark__"
export const STALLED_SEARCH_DELAY_MS = 300
export const RECENT_SEARCHES_LIMIT = 7
export const RECENT_SEARCHES_LIMIT_WITH_FAVORITES = 4
export const FAVORITE_SEARCHES_LIMIT = 10
export const MAX_NO_RESULTS_SUGGESTIONS = 3
export const INSIGHTS_VIEW_DEBOUNCE_MS = 400
/** How long a search host that failed is skipped (spec §9, "failed-host retry window"). */
export const FAILED_HOST_RETRY_MS = 2 * 60 * 1000

/** Public folder (under the site's path prefix) that holds the embedded indexes. */
export const SEARCH_PUBLIC_DIR = "search"
export const SEARCH_MANIFEST_FILE = "manifest.json"
/** All records and the hosted index's settings, for `npm run search:push`. */
export const SEARCH_RECORDS_FILE = "records.json"
export const SEARCH_ALGOLIA_SETTINGS_FILE = "algolia-settings.json"

/** Where "Believe this query should return results?" opens a new issue. */
export const REPORT_ISSUE_URL = `${siteConfig.sourceRepository}/issues/new`

/** Sections (lvl0) that exist before any search has run; used as suggestions. */
export const DEFAULT_SUGGESTIONS = searchableSections
