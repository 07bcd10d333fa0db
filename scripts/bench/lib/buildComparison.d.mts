type Span = [number, number] | null | number[]
interface Figures {
  cpuMs: Span
  wallMs: Span
  peakRssBytes: Span
}
interface Ratio {
  median: number
  low: number
  high: number
}
interface SiteSummary {
  pages?: number
  cold: Figures
  warm: Figures
}
export interface BuildComparison {
  date: string
  samples: number
  cpu: string
  factors: {
    factor: number
    ours: SiteSummary
    original: SiteSummary
    ratios: Record<"coldCpu" | "warmCpu" | "coldMemory" | "coldWall" | "warmWall", Ratio | null>
    /** At ×1: the specified stack alone (./stackFloor.mjs). */
    floor?: SiteSummary & { plugins: string[] }
    floorRatios?: Record<"coldCpu" | "warmCpu" | "coldMemory", Ratio | null>
  }[]
}
export const buildTargets: { cpuRatio: number; memoryRatio: number }
/** The comparison as a Markdown table, with the targets' verdicts and, at ×1, the stack's floor. */
export function comparisonMarkdown(comparison: BuildComparison): string
