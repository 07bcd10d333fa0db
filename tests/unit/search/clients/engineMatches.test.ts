import MiniSearch from "minisearch"
import { describe, expect, it } from "vitest"
import { createLocalSearchClient } from "../../../../src/search/clients/createLocalSearchClient"
import { miniSearchOptions } from "../../../../src/shared/search/engine/miniSearchOptions"
import type { SearchRecord } from "../../../../src/shared/search/types"
import { corpus, createIndexHost } from "../../helpers/corpus"

/**
 * The client scores the split index itself, in typed arrays, instead of running MiniSearch's search:
 * it must match the records MiniSearch matches over the whole index (all words, the last as a prefix,
 * typos), one hit per URL, and count the URLs the same.
 */
const queries = ["b", "bu", "buffer", "buffers", "bufer", "i", "in", "install", "instalation", "e", "editor", "exit editor", "write buffer", "rsvim", "r", "confguration", "opt", "the", "zzzz"]

describe("the embedded engine against MiniSearch's own search", () => {
  const records = corpus()
  const client = createLocalSearchClient(createIndexHost(records))
  for (const version of [...new Set(records.map((record) => record.version))]) {
    const whole = new MiniSearch<SearchRecord>(miniSearchOptions)
    whole.addAll(records.filter((record) => record.version === version))

    it(`matches the records MiniSearch matches, one per URL, in ${version}`, async () => {
      let matchedSomething = 0
      for (const query of queries) {
        const { results } = await client.search([{ indexName: "rsvim", params: { query, hitsPerPage: 1000, facetFilters: [[`version:${version}`]] } }])
        const expected = new Map<string, Set<string>>()
        for (const result of whole.search(query)) {
          const ids = expected.get(result.url as string) ?? new Set<string>()
          ids.add(String(result.id))
          expected.set(result.url as string, ids)
        }
        expect(results[0].nbHits, query).toBe(expected.size)
        expect(new Set(results[0].hits.map((hit) => hit.url)), query).toEqual(new Set(expected.keys()))
        for (const hit of results[0].hits) expect(expected.get(hit.url)?.has(hit.objectID), `${query}: ${hit.objectID}`).toBe(true)
        if (expected.size > 0) matchedSomething++
      }
      // Each version answers some of them: the comparison is not between two empty lists.
      expect(matchedSomething).toBeGreaterThanOrEqual(3)
    })
  }
})
