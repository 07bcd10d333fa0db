import { describe, expect, it } from "vitest"
import { ContentError } from "../../../src/node/content/contentError"
import { parseYaml } from "../../../src/node/content/parseYaml"

describe("parseYaml", () => {
  it("returns what the YAML holds (JSON too)", () => {
    expect(parseYaml("- name: next\n  isLast: true\n", "versions.yaml")).toEqual([{ name: "next", isLast: true }])
    expect(parseYaml('{ "label": "Guides" }', "_category_.json")).toEqual({ label: "Guides" })
    expect(parseYaml("", "empty.yml")).toBeUndefined()
  })

  it("throws a syntax error as a content problem at its line of the file, under the label given", () => {
    const parse = (label?: string) => () => parseYaml("a: 1\nb: [2\nc: 3\n", "content/blog/tags.yml", label)
    expect(parse()).toThrow(ContentError)
    expect(parse()).toThrow(/^content\/blog\/tags\.yml:\d+: invalid YAML: /)
    expect(parse("invalid category file")).toThrow(/^content\/blog\/tags\.yml:\d+: invalid category file: /)
  })
})
