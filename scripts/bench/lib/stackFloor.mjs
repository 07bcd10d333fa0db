/**
 * The floor under this site's build: Gatsby 5 with the plugins the site is
 * specified on and one page of no content. Whatever the site does, its build
 * costs at least this much, so the bench builds it beside the two sites
 * (./buildComparison.mjs) and says how much of the targets it takes by itself.
 * The scratch site shares this project's node_modules (same versions).
 */
import fs from "node:fs"
import path from "node:path"

/** The plugins of gatsby-config.ts that every production build loads (analytics only load with tag ids set). */
export const floorPlugins = ["gatsby-source-filesystem", "gatsby-plugin-mdx", "gatsby-plugin-image", "gatsby-plugin-sharp", "gatsby-transformer-sharp", "gatsby-plugin-sitemap"]

const config = `import path from "path"
import type { GatsbyConfig } from "gatsby"

const config: GatsbyConfig = {
  siteMetadata: { title: "floor", siteUrl: "https://example.org" },
  graphqlTypegen: true,
  plugins: [
    { resolve: "gatsby-source-filesystem", options: { name: "images", path: path.resolve("src/images") } },
    "gatsby-plugin-mdx",
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    "gatsby-plugin-sitemap",
  ],
}
export default config
`

const page = `import React from "react"

export default function Index() {
  return <main>One page</main>
}
`

/** Writes the floor site into `dir` (emptied first), linking `projectDir`'s node_modules. */
export function writeStackFloorSite(dir, projectDir) {
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(path.join(dir, "src/pages"), { recursive: true })
  fs.mkdirSync(path.join(dir, "src/images"), { recursive: true })
  const version = (name) => JSON.parse(fs.readFileSync(path.join(projectDir, "node_modules", name, "package.json"), "utf8")).version
  const dependencies = Object.fromEntries(["gatsby", "react", "react-dom", ...floorPlugins].map((name) => [name, version(name)]))
  fs.writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name: "stack-floor", private: true, version: "1.0.0", dependencies }, null, 2) + "\n")
  fs.writeFileSync(path.join(dir, "gatsby-config.ts"), config)
  fs.writeFileSync(path.join(dir, "src/pages/index.tsx"), page)
  // One image for the sharp plugins to source, as the site's logo is.
  fs.copyFileSync(path.join(projectDir, "src/images/logo.png"), path.join(dir, "src/images/logo.png"))
  fs.symlinkSync(fs.realpathSync(path.join(projectDir, "node_modules")), path.join(dir, "node_modules"))
  return dir
}
