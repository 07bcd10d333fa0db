/** Runs `gatsby build` (or `command args`) in `cwd`, reporting each finished phase and a line every `everyMs` without one; resolves with its exit and whole output. */
export function runGatsbyBuild(options: {
  command: string
  args?: string[]
  cwd: string
  env?: NodeJS.ProcessEnv
  report: (line: string) => void
  passThrough?: boolean
  everyMs?: number
}): Promise<{ ok: boolean; status: number | null; stdout: string; stderr: string; output: string }>
