import type { Browser } from "playwright-core"

/** The Chromium executable to drive: CHROME_PATH, else the system's, else Playwright's; throws naming the install commands. */
export function findChromium(env?: NodeJS.ProcessEnv, exists?: (file: string) => boolean, bundled?: () => string | undefined): string
/** Flags for a quiet headless run on a machine with no network but loopback. */
export const chromiumArgs: string[]
export function launchChromium(): Promise<Browser>
