import { describe, expect, it } from "vitest"
import { parseContentFile } from "../../../../src/node/content/parseContentFile"

const file = "content/docs/next/manual/tabs.mdx"

describe("Docusaurus' @theme imports", () => {
  it("are taken out, and the names they bind (aliases too) point at our components", () => {
    const { tree } = parseContentFile(
      "---\ntitle: T\n---\nimport Tabs from '@theme/Tabs';\nimport Item from \"@theme/TabItem\";\nexport const answer = 42\n\n<Tabs groupId=\"os\">\n<Item value=\"linux\">\nLinux\n</Item>\n</Tabs>\n",
      file
    )
    expect(tree.children.map(node => node.type)).toEqual(["mdxjsEsm", "mdxJsxFlowElement"])
    // Only the export is left of the ES block.
    expect((tree.children[0] as unknown as { data: { estree: { body: { type: string }[] } } }).data.estree.body.map(statement => statement.type)).toEqual(["ExportNamedDeclaration"])
    const tabs = tree.children[1] as unknown as { name: string; children: { name: string }[] }
    expect([tabs.name, tabs.children[0].name]).toEqual(["Tabs", "TabItem"])
  })

  it("turn a <CodeBlock> holding its code as a string into a code fence, on a line of its own or inside other JSX, the code as written", () => {
    const { tree } = parseContentFile(
      'import CodeBlock from "@theme/CodeBlock";\n\n<CodeBlock language="jsx" title="/src/a.js" showLineNumbers>{`const a = 1`}</CodeBlock>\n\n<div>\n  <CodeBlock language="ts">\n    {`if (a) {\n      b()\n    }`}\n  </CodeBlock>\n</div>\n',
      file
    )
    expect(tree.children[0]).toMatchObject({ type: "code", lang: "jsx", meta: 'title="/src/a.js" showLineNumbers', value: "const a = 1" })
    expect((tree.children[1] as unknown as { children: unknown[] }).children[0]).toMatchObject({ type: "code", lang: "ts", meta: null, value: "if (a) {\n      b()\n    }" })
  })

  it("fail, naming file and line, on an import of anything else and on a <CodeBlock> whose code is not a string", () => {
    expect(() => parseContentFile("---\ntitle: T\n---\n\nimport Card from '@site/src/components/Card';\n", file)).toThrow(
      `${file}:5: import Card from "@site/src/components/Card" is not provided here: a page may import only @theme/Tabs, @theme/TabItem, @theme/Admonition, @theme/CodeBlock, @theme/Details, @theme/ThemedImage, @theme/TOCInline, @docusaurus/useBaseUrl; this site renders MDX at build time with its own components: remove it and write that part in Markdown`
    )
    expect(() => parseContentFile("import { useBaseUrlUtils } from '@docusaurus/useBaseUrl';\n", file)).toThrow(
      `${file}:1: import { useBaseUrlUtils } from "@docusaurus/useBaseUrl" is not provided here (only its default export is provided: import useBaseUrl from '@docusaurus/useBaseUrl')`
    )
    expect(() => parseContentFile("Intro.\n\n<CodeBlock language=\"js\">{code}</CodeBlock>\n", file)).toThrow(`${file}:3: <CodeBlock> must hold its code as one string`)
  })

  it("in a .md file read as CommonMark (markdown.format \"detect\"), fail on imports and components instead of showing them as text", () => {
    const md = "content/docs/next/manual/tabs.md"
    expect(() => parseContentFile("---\ntitle: T\n---\n\nimport Tabs from '@theme/Tabs';\n", md, "md")).toThrow(
      `${md}:5: \`import Tabs from '@theme/Tabs'\` is MDX, but this file is read as CommonMark (markdown.format "detect" or "md" in src/config/content.ts): rename it .mdx, or set markdown.format to "mdx"`
    )
    expect(() => parseContentFile("Intro.\n\n<Tabs>\n\nx\n\n</Tabs>\n", md, "md")).toThrow(`${md}:3: <Tabs> is MDX, but this file is read as CommonMark`)
    expect(parseContentFile("Press <kbd>Esc</kbd>.\n\n<details>\n<summary>More</summary>\n\nx\n\n</details>\n", md, "md").tree.children).toHaveLength(4)
  })
})
