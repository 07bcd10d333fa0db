import { describe, expect, it } from "vitest"
import { highlightedLinesFromMeta, titleFromMeta } from "../../../src/node/highlight/codeMeta"
import { contrastRatio, ensureContrast, minimumContrast, parseColor, prismThemeCss, prismThemes, themeToCss } from "../../../src/theme/prismThemeCss"

describe("code fence meta", () => {
  it("reads the title", () => {
    expect(titleFromMeta('title="rsvim.ts" {1}')).toBe("rsvim.ts")
    expect(titleFromMeta("title='a b.js'")).toBe("a b.js")
    expect(titleFromMeta(undefined)).toBeUndefined()
  })

  it("reads line ranges like {1,3-4}", () => {
    expect([...highlightedLinesFromMeta("{1,3-4}")]).toEqual([1, 3, 4])
    expect([...highlightedLinesFromMeta('title="x{9}.ts" {2, 5-6}')]).toEqual([2, 5, 6])
    expect([...highlightedLinesFromMeta("{4-2}")]).toEqual([2, 3, 4])
    expect(highlightedLinesFromMeta("title=\"a.ts\"").size).toBe(0)
    expect(highlightedLinesFromMeta(undefined).size).toBe(0)
    expect([...highlightedLinesFromMeta("{1,x,3}")]).toEqual([1, 3])
  })
})

describe("code colours", () => {
  for (const [mode, theme] of Object.entries(prismThemes)) {
    it(`${mode}: every token colour reaches WCAG AA on the code background and on highlighted lines`, () => {
      const background = parseColor(theme.plain.backgroundColor!)!
      const css = themeToCss(theme, "html")
      const highlight = parseColor(/--prism-highlight:(#[0-9a-f]{6})/.exec(css)![1])!
      const colours = [...css.matchAll(/[;{]color:(#[0-9a-f]{6})/g)].map(match => match[1])
      expect(colours.length).toBeGreaterThan(5)
      for (const colour of colours) {
        expect(contrastRatio(parseColor(colour)!, background), colour).toBeGreaterThanOrEqual(minimumContrast)
        expect(contrastRatio(parseColor(colour)!, highlight), colour).toBeGreaterThanOrEqual(minimumContrast)
      }
    })
  }

  it("adjusts a colour only as much as needed, keeping passing ones", () => {
    const white = parseColor("#ffffff")!
    expect(ensureContrast([0, 0, 0], white)).toEqual([0, 0, 0])
    const fixed = ensureContrast(parseColor("#999988")!, white)
    expect(contrastRatio(fixed, white)).toBeGreaterThanOrEqual(4.5)
    expect(contrastRatio(fixed, white)).toBeLessThan(5)
    expect(parseColor("rgb(98, 114, 164)")).toEqual([98, 114, 164])
    expect(parseColor("hsl(0, 0%, 100%)")).toEqual([255, 255, 255])
  })

  it("scopes the themes by <html data-theme>", () => {
    const css = prismThemeCss()
    expect(css).toContain('html[data-theme="light"] .code-block .token.comment')
    expect(css).toContain('html[data-theme="dark"] .code-block .token.comment')
  })
})
