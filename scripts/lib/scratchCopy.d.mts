/** Copies the project into `dir` (sources fresh, node_modules linked); `keepBuild` keeps a finished build's .cache/ and public/ made with the same packages. */
export function copyProject(projectDir: string, dir: string, options?: { keepBuild?: boolean }): void
/** Records that `dir`'s build finished with `projectDir`'s packages, so the next copy may keep it. */
export function markBuilt(projectDir: string, dir: string): void
