/**
 * ESLint 9 flat config (`npm run lint`, a step of `npm test`): JavaScript and
 * typescript-eslint recommended rules, React's rules of hooks, jsx-a11y's
 * recommended checks, and the import boundary between build code and browser
 * code (see `boundaries` below).
 */
import { defineConfig } from "eslint/config"
import js from "@eslint/js"
import tseslint from "typescript-eslint"
import reactHooks from "eslint-plugin-react-hooks"
import jsxA11y from "eslint-plugin-jsx-a11y"
import globals from "globals"

const sourceFiles = "{js,mjs,ts,tsx,mts}"

// Build-side code (runs in Node under gatsby-node and the scripts).
const nodeFolders = ["node"]
// Code that ships to the browser (or renders React for it).
const browserFolders = ["components", "templates", "theme", "search", "pages"]
// Imported by both sides, so it may import neither: site configuration, search engine and types.
const sharedFolders = ["shared", "config", "types"]

/** Relative specifiers that, from a file `depth` folders below src/, reach src/<one of folders>. */
function intoSrc(depth, folders) {
  const up = depth === 0 ? "\\./src/" : `(\\./)?${"\\.\\./".repeat(depth)}`
  return `^${up}(${folders.join("|")})(/|$)`
}

/**
 * One block per folder depth (down to 10 folders below the zone): a relative
 * specifier only says where it lands together with the depth of the file that
 * holds it ("../search" from src/node/gatsby/ is src/node/search, from
 * src/node/ it is src/search).
 */
function boundary(zone, forbidden, message, { nodeBuiltins = false } = {}) {
  const zoneDepth = zone.split("/").length - 1
  return Array.from({ length: 11 }, (_, extra) => boundaryRules(`${zone}/${"*/".repeat(extra)}*.${sourceFiles}`, zoneDepth + extra, forbidden, message, nodeBuiltins))
}

/** no-restricted-imports for import and export declarations, no-restricted-syntax for import(). */
function boundaryRules(files, depth, forbidden, message, nodeBuiltins) {
  const patterns = [
    { regex: intoSrc(depth, forbidden), message },
    ...(nodeBuiltins ? [{ regex: "^node:", message: "Browser code cannot use Node's built-in modules." }] : []),
  ]
  return {
    files: [files],
    rules: {
      "no-restricted-imports": ["error", { patterns }],
      "no-restricted-syntax": [
        "error",
        ...patterns.map(({ regex, message }) => ({
          selector: `ImportExpression[source.value=/${regex.replaceAll("/", "\\/")}/]`,
          message,
        })),
      ],
    },
  }
}

const boundaries = [
  ...browserFolders.flatMap((folder) =>
    boundary(`src/${folder}`, nodeFolders, "Browser code must not import build code (src/node); move what both need to src/shared.", {
      nodeBuiltins: true,
    }),
  ),
  ...boundary("src/node", browserFolders, "Build code must not import browser code; move what both need to src/shared."),
  ...sharedFolders.flatMap((folder) =>
    boundary(`src/${folder}`, [...nodeFolders, ...browserFolders], "Shared code (src/shared, src/config, src/types) imports neither build nor browser code."),
  ),
  boundaryRules("gatsby-browser.tsx", 0, nodeFolders, "Browser code must not import build code (src/node); move what both need to src/shared.", true),
]

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
  ...boundaries,
)
