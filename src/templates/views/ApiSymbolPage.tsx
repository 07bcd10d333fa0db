import React from "react"
import { Link, type PageProps } from "gatsby"
// The page frame first, as in every template: its stylesheets come before the components' (src/node/webpack/cssOrderCheck.ts).
import { DocItem } from "../../components/DocItem"
import { ApiSummary } from "../../components/ApiReference/DocFields"
import { KindBadge } from "../../components/ApiReference/KindBadge"
import { ApiSymbolBody } from "../../components/ApiReference/SymbolBody"

/**
 * A generated API reference page. Its outline (sections, member groups, the
 * table of contents) is planned once on the node (src/node/api/pageOutline.ts);
 * the shared docs layout (DocItem) frames it with the page's navigation.
 */
export default function ApiSymbolPage({ data }: PageProps<Queries.ApiSymbolPageQuery>) {
  const symbol = data.apiSymbol!
  return (
    <DocItem
      page={symbol}
      section="api"
      toc={{ headings: symbol.headings }}
      beforeTitle={
        <p>
          <KindBadge kind={symbol.kind} />
          {symbol.parentSymbol && (
            <>
              {" · "}in <Link to={symbol.parentSymbol.url}>{symbol.parentSymbol.qualifiedName}</Link>
            </>
          )}
        </p>
      }
    >
      <ApiSummary data={symbol} />
      <ApiSymbolBody symbol={symbol} />
    </DocItem>
  )
}
