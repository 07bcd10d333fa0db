/** Build-side search: records from content, the anchor check, the index files. */
export {
  extractSearchRecords,
  extractPageRecords,
  extractStructuredSearchRecords,
  extractStructuredPageRecords,
  type SearchSourcePage,
  type StructuredSearchPage,
} from "./extractSearchRecords"
export { findMissingAnchors, type MissingAnchor, type RenderedAnchors } from "./findMissingAnchors"
export { writeSearchIndexes, buildSearchIndex, type WrittenSearchIndexes } from "./writeSearchIndexes"
