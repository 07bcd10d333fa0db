import type { Page } from "@playwright/test"

/** Holds back every request matching `url` until the returned function is called (a slow chunk or page data). */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release: () => void = () => {}
  const held = new Promise<void>(resolve => (release = resolve))
  await page.route(url, async route => {
    await held
    await route.continue()
  })
  return () => release()
}
