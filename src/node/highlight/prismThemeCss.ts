/**
 * Code colours for both colour modes, from prism-react-renderer's `github`
 * (light) and `dracula` (dark) themes, emitted once as CSS scoped by
 * <html data-theme>. Build-side only (gatsby-ssr): the browser gets plain CSS.
 *
 * Both themes have token colours below WCAG AA on their own background
 * (github's comments are 2.7:1); `ensureContrast` darkens or lightens such a
 * colour just enough to reach 4.5:1, keeping its hue.
 */
import { themes, type PrismTheme } from "prism-react-renderer"

export const minimumContrast = 4.5

type Rgb = [number, number, number]

export function parseColor(value: string): Rgb | null {
  const text = value.trim().toLowerCase()
  const hex = /^#([0-9a-f]{3,8})$/.exec(text)?.[1]
  if (hex) {
    const full = hex.length <= 4 ? hex.split("").map(c => c + c).join("") : hex
    return [0, 2, 4].map(i => parseInt(full.slice(i, i + 2), 16)) as Rgb
  }
  const rgb = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)/.exec(text)
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])]
  const hsl = /^hsla?\(\s*([\d.]+)\s*,\s*([\d.]+)%\s*,\s*([\d.]+)%/.exec(text)
  if (hsl) return hslToRgb(Number(hsl[1]), Number(hsl[2]) / 100, Number(hsl[3]) / 100)
  return null
}

function hslToRgb(h: number, s: number, l: number): Rgb {
  const k = (n: number) => (n + h / 30) % 12
  const a = s * Math.min(l, 1 - l)
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)))
  return [f(0), f(8), f(4)].map(v => Math.round(v * 255)) as Rgb
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map(v => Math.round(v).toString(16).padStart(2, "0")).join("")}`
}

function luminance([r, g, b]: Rgb): number {
  const channel = (v: number) => {
    const c = v / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}

/** `color`, mixed towards black (on a light background) or white (on a dark one) until it reaches `min`. */
export function ensureContrast(color: Rgb, background: Rgb, min = minimumContrast): Rgb {
  if (contrastRatio(color, background) >= min) return color
  const target = luminance(background) > 0.5 ? 0 : 255
  for (let step = 1; step <= 100; step++) {
    const t = step / 100
    const mixed = color.map(v => Math.round(v + (target - v) * t)) as Rgb
    if (contrastRatio(mixed, background) >= min) return mixed
  }
  return [target, target, target]
}

const cssProperty: Record<string, string> = {
  color: "color",
  fontStyle: "font-style",
  fontWeight: "font-weight",
  textDecorationLine: "text-decoration-line",
}

/** `base` with `tint` laid over it at `alpha` (an opaque colour, so contrast can be computed). */
export function mix(base: Rgb, tint: Rgb, alpha: number): Rgb {
  return base.map((v, i) => Math.round(v + (tint[i] - v) * alpha)) as Rgb
}

/**
 * CSS for one theme under `scope` (e.g. html[data-theme="dark"]). Token
 * colours must read on the plain background and on highlighted lines
 * (`highlightTint` over it); opacity and shadows are dropped (they cost contrast).
 */
export function themeToCss(theme: PrismTheme, scope: string, highlightTint: Rgb = [29, 107, 58]): string {
  const background = parseColor(theme.plain.backgroundColor ?? "#ffffff") ?? [255, 255, 255]
  const highlight = mix(background, highlightTint, 0.12)
  const readable = (value: string) => {
    const rgb = parseColor(value)
    // Moving away from the background also moves away from the (similar) highlight: check both in turn.
    return rgb ? toHex(ensureContrast(ensureContrast(rgb, background), highlight)) : value
  }
  const rules = [
    `${scope} .code-block{--prism-background:${toHex(background)};--prism-highlight:${toHex(highlight)};--prism-color:${readable(theme.plain.color ?? "#000000")}}`,
  ]
  for (const { types, style, languages } of theme.styles) {
    // Language-specific rules would need the language in the selector; our two themes do without them.
    if (languages) continue
    const declarations = Object.entries(style)
      .filter(([name]) => name in cssProperty)
      .map(([name, value]) => `${cssProperty[name]}:${name === "color" ? readable(String(value)) : value}`)
    if (declarations.length === 0) continue
    const selectors = types.map(type => `${scope} .code-block .token.${type}`).join(",")
    rules.push(`${selectors}{${declarations.join(";")}}`)
  }
  return rules.join("\n")
}

/**
 * prism-react-renderer's dracula leaves numbers, booleans, properties and
 * class names in the plain colour; Dracula's own palette gives them purple
 * and cyan, which makes TypeScript read much better.
 */
const dracula: PrismTheme = {
  ...themes.dracula,
  styles: [
    ...themes.dracula.styles,
    { types: ["number", "boolean"], style: { color: "rgb(189, 147, 249)" } },
    { types: ["class-name", "property"], style: { color: "rgb(139, 233, 253)" } },
  ],
}

export const prismThemes = { light: themes.github, dark: dracula }

/** The style sheet gatsby-ssr puts in every page's head. */
export function prismThemeCss(): string {
  return [
    themeToCss(prismThemes.light, 'html[data-theme="light"]', [29, 107, 58]),
    themeToCss(prismThemes.dark, 'html[data-theme="dark"]', [95, 203, 136]),
    ".code-block pre{background:var(--prism-background);color:var(--prism-color)}",
    ".code-block .highlighted-line{background:var(--prism-highlight)}",
  ].join("\n")
}
