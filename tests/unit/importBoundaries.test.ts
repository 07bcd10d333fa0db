import path from "node:path"
import { ESLint } from "eslint"
import { describe, expect, it } from "vitest"

const root = path.resolve(__dirname, "../..")
const eslint = new ESLint({ cwd: root })

/** The boundary rules' messages for `code` linted as if it were the file at `file` (relative to the repository). */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  return result.messages
    .filter((message) => message.ruleId === "import-x/no-restricted-paths" || message.ruleId === "no-restricted-imports")
    .map((message) => message.message)
}

describe("the import boundary between build code and browser code (eslint.config.mjs)", () => {
  it("rejects build code imported into a component, by declaration or by import()", async () => {
    const errors = await boundaryErrors(
      "src/components/Footer/index.tsx",
      'import { docUrl } from "../../node/docs/paths"\nexport const later = () => import("../../node/content/siteModel")\nexport { docUrl }\n',
    )
    expect(errors).toHaveLength(2)
    expect(errors.every((message) => message.includes("must not import build code (src/node)"))).toBe(true)
  })

  it("rejects build code and Node's modules in gatsby-browser.tsx and the other browser folders", async () => {
    expect(await boundaryErrors("gatsby-browser.tsx", 'import { x } from "./src/node/docs/versions"\nexport { x }\n')).toHaveLength(1)
    expect(await boundaryErrors("src/templates/DocPage.tsx", 'import { x } from "../node/docs/versions"\nexport { x }\n')).toHaveLength(1)
    expect(await boundaryErrors("src/search/SearchModal/index.tsx", 'import fs from "node:fs"\nexport { fs }\n')).toEqual([
      "'node:fs' import is restricted from being used by a pattern. Browser code cannot use Node's built-in modules.",
    ])
  })

  it("rejects browser code imported into build code, by the path an import resolves to", async () => {
    // From src/node/gatsby/, "../search" is src/node/search (build code); "../../search" is the browser's src/search.
    expect(await boundaryErrors("src/node/gatsby/searchIndex.ts", 'import { x } from "../search/writeSearchIndexes"\nexport { x }\n')).toEqual([])
    expect(await boundaryErrors("src/node/gatsby/searchIndex.ts", 'import { x } from "../../search/SearchBox"\nexport { x }\n')).toHaveLength(1)
    expect(await boundaryErrors("src/node/docs/sidebars.ts", 'import { x } from "../../components/DocSidebar/sidebarTree"\nexport { x }\n')).toHaveLength(1)
  })

  it("lets both sides import shared code, and keeps shared code from importing either", async () => {
    const shared = 'import type { SearchRecord } from "../../shared/search/types"\nimport { siteConfig } from "../../config/site"\nexport type { SearchRecord }\nexport { siteConfig }\n'
    expect(await boundaryErrors("src/node/search/findMissingAnchors.ts", shared)).toEqual([])
    expect(await boundaryErrors("src/search/Hit/index.tsx", shared)).toEqual([])
    expect(await boundaryErrors("src/shared/search/constants.ts", 'import { x } from "../../search/hitUrl"\nimport { y } from "../../node/content/links"\nexport { x, y }\n')).toHaveLength(2)
  })

  it("keeps the inline scripts' sources out of the browser's bundles, which gatsby-ssr.tsx writes as text", async () => {
    const urlRules = (from: string) => `import { normalizeHtmlPath } from "${from}"\nexport { normalizeHtmlPath }\n`
    expect(await boundaryErrors("src/components/Footer/index.tsx", urlRules("../../theme/inlineScripts/urlRules"))).toHaveLength(1)
    expect(await boundaryErrors("src/theme/colorMode.tsx", urlRules("./inlineScripts/urlRules"))).toHaveLength(1)
    expect(await boundaryErrors("src/theme/dialog/useModalLayer.ts", urlRules("../inlineScripts/urlRules"))).toHaveLength(1)
    expect(await boundaryErrors("gatsby-browser.tsx", urlRules("./src/theme/inlineScripts/urlRules"))).toHaveLength(1)
    expect(await boundaryErrors("src/theme/inlineScripts/headScripts.ts", urlRules("./urlRules"))).toEqual([])
    expect(await boundaryErrors("gatsby-ssr.tsx", urlRules("./src/theme/inlineScripts/urlRules"))).toEqual([])
  })

  it("rejects an import cycle", async () => {
    // src/node/content/configLinks.ts imports src/node/content/siteModel.ts (a type only) and the site configuration;
    // linted as if siteModel.ts imported configLinks back, by value, the two form a cycle.
    const [result] = await eslint.lintText('import { configLinks } from "./configLinks"\nexport const links = configLinks\n', {
      filePath: path.join(root, "src/node/content/siteModelCycleProbe.ts"),
    })
    expect(result.messages.filter((message) => message.ruleId === "import-x/no-cycle")).toEqual([])
    const [cyclic] = await eslint.lintText('import { checkSite } from "./checkSite"\nexport const check = checkSite\n', {
      filePath: path.join(root, "src/node/content/siteModelOf.ts"),
    })
    expect(cyclic.messages.filter((message) => message.ruleId === "import-x/no-cycle").map((message) => message.message)).toEqual([
      expect.stringMatching(/^Dependency cycle/),
    ])
  })
}, 60_000)
