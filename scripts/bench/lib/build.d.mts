/** Reports a build's finished phases and, while none finishes, a heartbeat. */
export function buildProgress(
  report: (message: string) => void,
  options?: { everyMs?: number; now?: () => number }
): { take(chunk: string): void; stop(): void }
export function parsePhases(log: string): Record<string, number>
export function timedBuild(options: {
  cwd?: string
  clean?: boolean
  logFile?: string
  env?: Record<string, string>
  onProgress?: (message: string) => void
}): Promise<{ clean: boolean; wallMs: number; cpuMs: number | null; peakRssBytes: number | null; peakProcesses: { pid: number; rss: number; command: string }[]; phases: Record<string, number> }>
