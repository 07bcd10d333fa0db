/**
 * The site's configuration in one typed place. Pure data: imported by
 * gatsby-config.ts (siteMetadata), by node-side build code (link checks) and
 * by components (navbar, footer), so it must not import anything node-only.
 */

export interface NavLink {
  label: string
  /** Site path (checked at build) or absolute https URL. */
  to: string
}

export interface FooterGroup {
  title: string
  items: NavLink[]
}

export const sourceRepository = "https://github.com/rsvim/rsvim"
export const websiteRepository = "https://github.com/rsvim/rsvim.github.io"

export const siteConfig = {
  title: "RSVIM",
  tagline: "The Vim editor reinvented in Rust and TypeScript.",
  /** Public origin; no trailing slash. */
  url: "https://rsvim.github.io",
  /** Path the site is served under; "/" at the root of its host. */
  baseUrl: "/",
  favicon: "/favicon.svg",
  organizationName: "rsvim",
  projectName: "rsvim.github.io",
  siteVersion: "0.1.0",
  copyrightYear: 2024,
  i18n: {
    defaultLocale: "en",
    locales: [
      {
        code: "en",
        label: "English",
        direction: "ltr" as const,
        htmlLang: "en",
        calendar: "gregory",
        path: "en",
      },
    ],
  },
  sourceRepository,
  editUrlBase: `${websiteRepository}/edit/main/`,
  sourceUrlBase: `${websiteRepository}/blob/main/`,
  navbar: {
    left: [
      { label: "User Manual", sidebar: "userManualSidebarId" },
      { label: "API References", sidebar: "apiReferencesSidebarId" },
      { label: "Blog", to: "/blog" },
      { label: "Sponsor", to: "/sponsor" },
    ],
  },
  footer: {
    groups: [
      {
        title: "Reference",
        items: [
          { label: "Vim help", to: "https://vimhelp.org/" },
          { label: "Neovim help", to: "https://neovim.io/doc/user/" },
          { label: "Deno APIs", to: "https://docs.deno.com/api/deno/" },
          { label: "WinterTC", to: "https://wintertc.org/" },
        ],
      },
      {
        title: "Community",
        items: [{ label: "Discord", to: "https://discord.gg/5KtRUCAByB" }],
      },
      {
        title: "More",
        items: [
          { label: "Blog", to: "/blog" },
          { label: "RFC", to: "https://github.com/rsvim/rfc" },
          { label: "GitHub", to: sourceRepository },
        ],
      },
    ] satisfies FooterGroup[],
  },
  search: {
    /** Hosted index settings come from the environment; these are defaults. */
    indexName: "rsvim",
    contextualSearch: true,
    hitsPerPage: 20,
    maxQueryLength: 64,
  },
} as const

export type SiteConfig = typeof siteConfig
