/** Number formatting shared by the reports. Sizes use kB = 1000 B, as Chrome DevTools and Lighthouse do. */

export const kB = (bytes) => (bytes === null || bytes === undefined ? "–" : `${(bytes / 1000).toFixed(1)} kB`)

export const ms = (value) => (value === null || value === undefined ? "–" : `${Math.round(value)} ms`)

export const seconds = (value) => (value === null || value === undefined ? "–" : `${(value / 1000).toFixed(1)} s`)

export function median(values) {
  const list = values.filter((value) => typeof value === "number" && Number.isFinite(value)).sort((a, b) => a - b)
  if (list.length === 0) return null
  const middle = Math.floor(list.length / 2)
  return list.length % 2 ? list[middle] : (list[middle - 1] + list[middle]) / 2
}

/** Nearest-rank percentile. */
export function percentile(values, p) {
  const list = [...values].sort((a, b) => a - b)
  if (list.length === 0) return null
  return list[Math.min(list.length - 1, Math.max(0, Math.ceil((p / 100) * list.length) - 1))]
}

export const round = (value, digits = 1) => (value === null || value === undefined ? null : Math.round(value * 10 ** digits) / 10 ** digits)

export function option(argv, name, fallback) {
  const index = argv.indexOf(`--${name}`)
  return index >= 0 && argv[index + 1] !== undefined && !argv[index + 1].startsWith("--") ? argv[index + 1] : fallback
}

export const flag = (argv, name) => argv.includes(`--${name}`)
