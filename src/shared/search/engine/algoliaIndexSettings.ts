/**
 * The hosted index's settings, mirroring how the embedded engine ranks
 * (searchable attributes in the same order, the same typo thresholds, the
 * record weights as custom ranking, one hit per URL). The build writes them
 * next to the records for `npm run search:push`.
 */
import { searchableFields } from "./miniSearchOptions"

const attributeOf = (field: (typeof searchableFields)[number]) =>
  field === "content" ? "content" : `unordered(hierarchy.${field})`

export const algoliaIndexSettings = {
  searchableAttributes: searchableFields.map(attributeOf),
  attributesForFaceting: ["version", "language", "type"],
  attributesToRetrieve: ["hierarchy", "content", "url", "type", "version", "language"],
  attributesToHighlight: ["hierarchy", "content"],
  attributesToSnippet: ["content:10"],
  camelCaseAttributes: ["hierarchy", "content"],
  customRanking: ["desc(weight.pageRank)", "desc(weight.level)", "asc(weight.position)"],
  distinct: true,
  attributeForDistinct: "url",
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  allowTyposOnNumericTokens: false,
  removeStopWords: ["en"],
  queryLanguages: ["en"],
  hitsPerPage: 20,
  snippetEllipsisText: "…",
  highlightPreTag: "<mark>",
  highlightPostTag: "</mark>",
}
