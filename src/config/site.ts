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

export interface AnnouncementConfig {
  /** Change it with the content: a reader who closed an older announcement sees the new one. */
  id: string
  text: string
  /** An optional link after the text; a site path or an absolute https URL. */
  link?: NavLink
}

export interface FooterGroup {
  title: string
  items: NavLink[]
}

import { sections } from "./sections"

export const sourceRepository = "https://github.com/rsvim/rsvim"
export const websiteRepository = "https://github.com/rsvim/rsvim.github.io"

export const siteConfig = {
  title: "RSVIM",
  tagline: "The Vim editor reinvented in Rust and TypeScript.",
  /** Public origin; no trailing slash. */
  url: "https://rsvim.github.io",
  favicon: "/favicon.svg",
  /** Image for social cards (Open Graph, Twitter); a site path under static/. */
  socialCard: "/img/social-card.png",
  copyrightYear: 2024,
  i18n: {
    defaultLocale: "en",
    locales: [
      {
        code: "en",
        label: "English",
        htmlLang: "en",
      },
    ],
  },
  sourceRepository,
  editUrlBase: `${websiteRepository}/edit/main/`,
  sourceUrlBase: `${websiteRepository}/blob/main/`,
  /** Set to null to show no announcement. */
  announcementBar: {
    id: "release-0.1.2",
    text: "Rsvim 0.1.2 is out: normal, insert and command-line modes, and configuration in TypeScript.",
    link: { label: "Read the release notes", to: "/blog/2025/08/28/v0.1.2" },
  } as AnnouncementConfig | null,
  /** On the home page, warn when the site is served under a path other than the one it was built for (PATH_PREFIX). */
  baseUrlIssueBanner: true,
  navbar: {
    /** Hide the navbar while the reader scrolls down; show it again on the way up. */
    hideOnScroll: true,
    left: [
      { label: sections.manual, sidebar: "userManualSidebarId" },
      { label: sections.api, sidebar: "apiReferencesSidebarId" },
      { label: sections.blog, to: "/blog" },
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
          { label: sections.blog, to: "/blog" },
          { label: "RFC", to: "https://github.com/rsvim/rfc" },
          { label: "GitHub", to: sourceRepository },
        ],
      },
    ] satisfies FooterGroup[],
  },
  search: {
    /** Hosted index settings come from the environment; these are defaults. */
    indexName: "rsvim",
    hitsPerPage: 20,
    maxQueryLength: 64,
  },
} as const
