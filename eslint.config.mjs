/**
 * ESLint 9 flat config (`npm run lint`, a step of `npm test`): JavaScript and
 * typescript-eslint recommended rules, React's rules of hooks, jsx-a11y's
 * recommended checks, the import boundary between build code and browser
 * code and no import cycles (see `boundaries` below).
 */
import { defineConfig } from "eslint/config"
import js from "@eslint/js"
import tseslint from "typescript-eslint"
import reactHooks from "eslint-plugin-react-hooks"
import jsxA11y from "eslint-plugin-jsx-a11y"
import globals from "globals"
import { createNodeResolver, importX } from "eslint-plugin-import-x"

const sourceFiles = "{js,mjs,ts,tsx,mts}"

// Build-side code (runs in Node under gatsby-node and the scripts).
const nodeFolders = ["node"]
// Code that ships to the browser (or renders React for it).
const browserFolders = ["components", "templates", "theme", "search", "pages"]
// Imported by both sides, so it may import neither: site configuration, search engine and types.
const sharedFolders = ["shared", "config", "types"]

const inSrc = (folders) => folders.map((folder) => `./src/${folder}`)
const toBuildCode = "Browser code must not import build code (src/node); move what both need to src/shared."

/**
 * The boundary, by the path each import resolves to (import declarations,
 * re-exports and import() alike): browser code never reaches build code, build
 * code never reaches browser code, shared code neither; browser code uses no
 * Node built-in module. And no import cycle anywhere in the site's code.
 */
const boundaries = {
  files: [`src/**/*.${sourceFiles}`, `gatsby-*.${sourceFiles}`],
  plugins: { "import-x": importX },
  settings: {
    "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".mts", ".mjs", ".js", ".json"] })],
    // The cycle check reads the files an import leads to: with TypeScript's parser for TypeScript.
    "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx", ".mts"] },
    "import-x/extensions": [".ts", ".tsx", ".mts", ".mjs", ".js"],
  },
  rules: {
    "import-x/no-restricted-paths": [
      "error",
      {
        zones: [
          { target: [...inSrc(browserFolders), "./gatsby-browser.tsx"], from: inSrc(nodeFolders), message: toBuildCode },
          { target: inSrc(nodeFolders), from: inSrc(browserFolders), message: "Build code must not import browser code; move what both need to src/shared." },
          {
            // gatsby-ssr.tsx writes these as inline <head> scripts; the bundles would carry them a second time.
            target: [...inSrc(browserFolders.filter((folder) => folder !== "theme")), "./src/theme/!(inlineScripts)/**", "./src/theme/*.*", "./gatsby-browser.tsx"],
            from: "./src/theme/inlineScripts",
            message: "The inline scripts' sources (src/theme/inlineScripts) reach the browser as text written by gatsby-ssr.tsx; import what both need from elsewhere.",
          },
          {
            target: inSrc(sharedFolders),
            from: inSrc([...nodeFolders, ...browserFolders]),
            message: "Shared code (src/shared, src/config, src/types) imports neither build nor browser code.",
          },
        ],
      },
    ],
    "import-x/no-cycle": ["error", { ignoreExternal: true }],
  },
}

/** Browser code cannot use Node's built-in modules (by specifier, as they resolve to no file). */
const noNodeBuiltins = {
  files: [...browserFolders.map((folder) => `src/${folder}/**/*.${sourceFiles}`), "gatsby-browser.tsx"],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [{ regex: "^node:", message: "Browser code cannot use Node's built-in modules." }],
        // Their head runtime is left out of every page (docs/decisions/0004-image-plugin-head.md).
        paths: [{ name: "gatsby-plugin-image", importNames: ["GatsbyImage", "StaticImage"], message: "Draw images with src/components/PlainImage." }],
      },
    ],
  },
}

export default defineConfig(
  {
    ignores: [
      "public/",
      ".cache/",
      "src/gatsby-types.d.ts",
      // Content and fixtures: API declarations checked by their own tools, some broken on purpose.
      "content/",
      "tests/fixtures/",
      "bench/",
      "test-results/",
      ".test-reports/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: "module",
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // The same convention as tsc's noUnusedParameters: a parameter a signature requires starts with "_".
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
    },
  },
  {
    // TypeScript checks names in .ts/.tsx itself; these JavaScript files run (partly) in the browser:
    // the functions the benchmarks and tests hand to page.evaluate.
    files: ["scripts/bench/**/*.mjs", "scripts/lib/firstInteraction.mjs"],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ["**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: [`**/*.${sourceFiles}`],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  boundaries,
  noNodeBuiltins,
)
