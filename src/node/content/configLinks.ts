/**
 * Site paths written in the site's configuration (navbar, footer,
 * announcement): checked like links in content, naming where each is written.
 */
import { siteConfig } from "../../config/site"
import type { SiteModel } from "./siteModel"

/** Site paths written in the navbar, footer and announcement configuration. */
export function configLinks(): SiteModel["configLinks"] {
  const navbar = siteConfig.navbar.left.flatMap(item => ("to" in item ? [{ source: "src/config/site.ts (navbar)", url: item.to }] : []))
  const footer = siteConfig.footer.groups.flatMap(group =>
    group.items.map(item => ({ source: `src/config/site.ts (footer "${group.title}")`, url: item.to }))
  )
  const announcement = siteConfig.announcementBar?.link
    ? [{ source: "src/config/site.ts (announcementBar)", url: siteConfig.announcementBar.link.to }]
    : []
  return [...navbar, ...footer, ...announcement]
}
