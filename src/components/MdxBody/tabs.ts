/**
 * Makes the tabs rendered at build time (src/shared/content/Tabs) switch:
 * click, arrow keys, Home and End, as WAI-ARIA's tabs pattern has them. A
 * group's choice (`groupId`, e.g. "os") is stored, so every set of that group
 * on this page, on later pages and in other browser tabs shows the same tab.
 */
import { selectTab } from "./selectTab"
import { tabGroupSlot } from "./tabGroups"

interface TabSet {
  root: HTMLElement
  tabs: HTMLButtonElement[]
  panels: HTMLElement[]
  groupId: string | undefined
}

function tabSetsIn(container: HTMLElement): TabSet[] {
  return [...container.querySelectorAll<HTMLElement>("[data-tabs]")].map(root => ({
    root,
    tabs: [...root.querySelectorAll<HTMLButtonElement>(":scope > [role=tablist] > [role=tab]")],
    panels: [...root.querySelectorAll<HTMLElement>(":scope > [role=tabpanel]")],
    groupId: root.dataset.groupId || undefined,
  }))
}

/** Shows the tab with `value`; false when this set has no such tab. */
function show(set: TabSet, value: string): boolean {
  return selectTab(set.root, value)
}

const moves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
}

/** Takes over every set of tabs in `container`; returns what undoes it (before the container's HTML is replaced). */
export function enhanceTabs(container: HTMLElement): () => void {
  const sets = tabSetsIn(container)
  if (sets.length === 0) return () => undefined
  const choose = (set: TabSet, value: string) => {
    show(set, value)
    if (set.groupId) tabGroupSlot(set.groupId).set(value)
  }
  const onClick = (event: MouseEvent) => {
    const tab = (event.target as Element).closest<HTMLButtonElement>("[role=tab]")
    const set = tab && sets.find(candidate => candidate.tabs.includes(tab))
    if (set && tab.dataset.value) choose(set, tab.dataset.value)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const tab = (event.target as Element).closest<HTMLButtonElement>("[role=tab]")
    const set = tab && sets.find(candidate => candidate.tabs.includes(tab))
    const move = moves[event.key]
    if (!set || !move) return
    event.preventDefault()
    const next = set.tabs[move(set.tabs.indexOf(tab), set.tabs.length)]
    choose(set, next.dataset.value ?? "")
    next.focus()
  }
  container.addEventListener("click", onClick)
  container.addEventListener("keydown", onKeyDown)
  // Each group follows its stored choice: now, and whenever it changes here or in another tab.
  const unlisten = [...new Set(sets.flatMap(set => (set.groupId ? [set.groupId] : [])))].map(groupId => {
    const slot = tabGroupSlot(groupId)
    const follow = () => {
      const value = slot.get()
      if (value !== null) for (const set of sets) if (set.groupId === groupId) show(set, value)
    }
    follow()
    return slot.listen(follow)
  })
  return () => {
    container.removeEventListener("click", onClick)
    container.removeEventListener("keydown", onKeyDown)
    for (const stop of unlisten) stop()
  }
}
