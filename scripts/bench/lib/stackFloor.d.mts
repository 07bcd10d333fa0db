/** The plugins every production build of the site loads. */
export const floorPlugins: string[]
/** Writes the floor site into `dir` (emptied first), linking `projectDir`'s node_modules; returns `dir`. */
export function writeStackFloorSite(dir: string, projectDir: string): string
