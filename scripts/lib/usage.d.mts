export interface UsageSpec {
  /** How to run it, e.g. "npm run check:content". */
  usage: string
  /** What it does, in a sentence or two. */
  summary: string
  /** Each option as [flag with its argument, what it does]. */
  options?: [string, string][]
}
export function formatUsage(spec: UsageSpec): string
/** Prints the usage and exits 0 on --help; exits 2 on an option the script does not declare. */
export function handleUsage(spec: UsageSpec, argv?: string[]): void
