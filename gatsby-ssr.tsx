import React from "react"
import { withPrefix, type GatsbySSR } from "gatsby"
import { siteConfig } from "./src/config/site"
import { PageProviders, RootProviders } from "./src/theme/ThemeProviders"
import { PageElement } from "./src/theme/pageView"
import { ContentProblemsOfPage } from "./src/components/ContentProblems"
import { baseUrlCheckApplies, baseUrlIssueBannerScript } from "./src/theme/inlineScripts/baseUrlIssueBanner"
import { storedPreferencesScript } from "./src/theme/inlineScripts/headScripts"
import { defaultColorMode } from "./src/theme/preferences"
import { prismThemeCss } from "./src/node/highlight/prismThemeCss"
import { normalizeHtmlPathScript } from "./src/theme/inlineScripts/urlRules"
import { minifyInlineScript } from "./src/node/html/minifyInlineScript"
import { scriptsAfterFirstPaint } from "./src/node/html/scriptsAfterFirstPaint"
import { withoutImageRuntime } from "./src/node/html/imageRuntimeHead"
import { earlyActionScript } from "./src/theme/inlineScripts/earlyActionRecorder"
import { feedPaths, feedTitles } from "./src/config/feeds"

// Gatsby renders a page with its pathname and a slice without one.
export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element, pathname }) => (
  <RootProviders slice={pathname === undefined}>{element}</RootProviders>
)

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <PageProviders pathname={props.location.pathname}>
    {/* Only `gatsby develop` puts content problems in a page's context; production code drops this. */}
    {process.env.NODE_ENV === "development" && <ContentProblemsOfPage pageContext={props.pageContext} />}
    <PageElement element={element} />
  </PageProviders>
)

// The same for every page: worked out once, not per rendered page (the colour themes run contrast checks).
const preferencesScript = minifyInlineScript(storedPreferencesScript(siteConfig.announcementBar?.id ?? null))
const codeThemesCss = prismThemeCss()
const recorderScript = minifyInlineScript(earlyActionScript())
const htmlPathScript = minifyInlineScript(normalizeHtmlPathScript)

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHtmlAttributes, setHeadComponents, setPreBodyComponents }) => {
  setHtmlAttributes({ lang: siteConfig.i18n.defaultLocale, "data-theme": defaultColorMode } as React.HtmlHTMLAttributes<HTMLHtmlElement>)
  setHeadComponents([
    // Before first paint: mark that JavaScript runs (tabs hide inactive panels only then).
    <script key="js-flag" dangerouslySetInnerHTML={{ __html: "document.documentElement.classList.add('js')" }} />,
    <script key="html-path" dangerouslySetInnerHTML={{ __html: htmlPathScript }} />,
    // Before first paint: colour mode, closed announcement, hidden sidebar, tab choices, key hint (no flash of the wrong state).
    <script key="preferences" dangerouslySetInnerHTML={{ __html: preferencesScript }} />,
    // Clicks and keys the app answers, held until the page's view has hydrated, then replayed (src/theme/earlyActions.ts).
    <script key="early-actions" dangerouslySetInnerHTML={{ __html: recorderScript }} />,
    <style key="prism-themes" dangerouslySetInnerHTML={{ __html: codeThemesCss }} />,
    // The same on every page, so here rather than in a page's Head: the Head API replaces its elements at each navigation, and the browser fetches a replaced icon again.
    <link key="icon" rel="icon" href={withPrefix(siteConfig.favicon)} type="image/svg+xml" />,
    <link key="apple-touch-icon" rel="apple-touch-icon" href={withPrefix("/apple-touch-icon.png")} />,
    <link key="rss" rel="alternate" type="application/rss+xml" title={feedTitles.rss} href={withPrefix(feedPaths.rss)} />,
    <link key="atom" rel="alternate" type="application/atom+xml" title={feedTitles.atom} href={withPrefix(feedPaths.atom)} />,
  ])
  // A production home page warns when the site is served under another path than its base URL.
  if (baseUrlCheckApplies({ enabled: siteConfig.baseUrlIssueBanner, pathname, nodeEnv: process.env.NODE_ENV })) {
    setPreBodyComponents([<script key="base-url-issue" dangerouslySetInnerHTML={{ __html: baseUrlIssueBannerScript(withPrefix("/")) }} />])
  }
}

/**
 * Gatsby's entry scripts run after the first contentful paint (src/node/html/scriptsAfterFirstPaint.tsx);
 * gatsby-plugin-image's head runtime for <GatsbyImage>, which no page renders, is left out (src/node/html/imageRuntimeHead.ts).
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents, getPostBodyComponents, replacePostBodyComponents }) => {
  replaceHeadComponents(withoutImageRuntime(getHeadComponents()))
  replacePostBodyComponents(scriptsAfterFirstPaint(getPostBodyComponents()))
}
