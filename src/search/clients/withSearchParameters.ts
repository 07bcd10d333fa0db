/**
 * The modal's fixed search parameters (searchParameters.ts), sent with every
 * request underneath the request's own: InstantSearch still sets the query
 * and the page.
 *
 * This is the job InstantSearch's <Configure> widget does, without its cost:
 * the widget rebuilt and merged its parameters on every render of every
 * answer (about a tenth of a query's time in the page). A change of the
 * parameters is a new client, which InstantSearch answers with a new search.
 */
import { normalizeRequests, type SearchClientLike, type SearchParams } from "./searchProtocol"

export function withSearchParameters<Client extends SearchClientLike>(client: Client, parameters: SearchParams): Client {
  return {
    ...client,
    search: (requests: unknown) =>
      client.search(normalizeRequests(requests).map(({ indexName, params }) => ({ indexName, params: { ...parameters, ...params } }))),
  }
}
