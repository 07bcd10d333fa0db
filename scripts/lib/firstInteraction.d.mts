import type { Page } from "playwright-core"

export function giveFirstInteraction(page: Pick<Page, "evaluate">): Promise<void>
