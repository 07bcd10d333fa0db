/**
 * Selects the tab with `value` in one set of tabs rendered at build time
 * (src/shared/content/Tabs): the tab is selected and focusable, its panel
 * shown, the others hidden. False, and nothing changed, when the set has no
 * such tab (a group may hold values other sets lack).
 *
 * The head script that restores remembered choices before the first paint
 * ships this function as source text (src/theme/inlineScripts/headScripts.ts), so it must
 * stay self-contained: no imports, plain DOM only.
 */
export function selectTab(set: Element, value: string): boolean {
  const tabs = set.querySelectorAll<HTMLElement>(":scope > [role=tablist] > [role=tab]")
  let found = false
  for (let i = 0; i < tabs.length; i++) if (tabs[i].getAttribute("data-value") === value) found = true
  if (!found) return false
  for (let i = 0; i < tabs.length; i++) {
    const active = tabs[i].getAttribute("data-value") === value
    tabs[i].setAttribute("aria-selected", String(active))
    tabs[i].tabIndex = active ? 0 : -1
  }
  const panels = set.querySelectorAll<HTMLElement>(":scope > [role=tabpanel]")
  for (let i = 0; i < panels.length; i++) panels[i].hidden = panels[i].getAttribute("data-value") !== value
  return true
}
