import { describe, expect, it } from "vitest"
import { highlightedLinesFromMeta, titleFromMeta } from "../../../../src/node/highlight/codeMeta"
import { contrastRatio, ensureContrast, parseColor, prismThemeCss, prismThemes, themeToCss } from "../../../../src/node/highlight/prismThemeCss"

/**
 * WCAG 2 contrast of two "#rrggbb" colours, written here from the definition
 * rather than taken from the module that chose the colours, so a mistake there
 * cannot hide itself.
 */
function wcagContrast(first: string, second: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map(at => parseInt(hex.slice(at, at + 2), 16) / 255).map(c => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
  }
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a)
  return (lighter + 0.05) / (darker + 0.05)
}

/** WCAG AA for normal text. */
const aa = 4.5

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
      const css = themeToCss(theme, "html")
      const background = /--prism-background:(#[0-9a-f]{6})/.exec(css)![1]
      const highlight = /--prism-highlight:(#[0-9a-f]{6})/.exec(css)![1]
      const colours = [...css.matchAll(/[;{]color:(#[0-9a-f]{6})/g)].map(match => match[1])
      expect(colours.length).toBeGreaterThan(5)
      for (const colour of colours) {
        expect(wcagContrast(colour, background), `${colour} on ${background}`).toBeGreaterThanOrEqual(aa)
        expect(wcagContrast(colour, highlight), `${colour} on ${highlight}`).toBeGreaterThanOrEqual(aa)
      }
    })
  }

  it("the reference contrast agrees with WCAG's published examples", () => {
    expect(wcagContrast("#000000", "#ffffff")).toBeCloseTo(21, 5)
    expect(wcagContrast("#767676", "#ffffff")).toBeCloseTo(4.54, 2)
    expect(wcagContrast("#777777", "#ffffff")).toBeLessThan(aa)
  })

  it("adjusts a colour only as much as needed, keeping passing ones", () => {
    const white = parseColor("#ffffff")!
    expect(ensureContrast([0, 0, 0], white)).toEqual([0, 0, 0])
    const fixed = ensureContrast(parseColor("#999988")!, white)
    const fixedHex = `#${fixed.map(v => v.toString(16).padStart(2, "0")).join("")}`
    expect(wcagContrast(fixedHex, "#ffffff")).toBeGreaterThanOrEqual(aa)
    expect(wcagContrast(fixedHex, "#ffffff")).toBeLessThan(5)
    expect(contrastRatio(fixed, white)).toBeCloseTo(wcagContrast(fixedHex, "#ffffff"), 6)
    expect(parseColor("rgb(98, 114, 164)")).toEqual([98, 114, 164])
    expect(parseColor("hsl(0, 0%, 100%)")).toEqual([255, 255, 255])
  })

  it("scopes the themes by <html data-theme>", () => {
    const css = prismThemeCss()
    expect(css).toContain('html[data-theme="light"] .code-block .token.comment')
    expect(css).toContain('html[data-theme="dark"] .code-block .token.comment')
  })
})
