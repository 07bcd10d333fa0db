/**
 * The copy buttons of code blocks (src/shared/content/CodeBlock): one click
 * listener for the whole page, installed before hydration, so blocks rendered
 * at build time inside content bodies and blocks React renders on API pages
 * copy alike. The button says "Copied" for two seconds, announced politely.
 */
import { codeBlockStrings as strings } from "../shared/content/CodeBlock/strings"

/** Clipboard API where the page may use it; the old textarea + execCommand route elsewhere. */
async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text)
      return
    } catch {
      // Permission refused: try the fallback below.
    }
  }
  const area = document.createElement("textarea")
  area.value = text
  area.setAttribute("readonly", "")
  area.style.position = "fixed"
  area.style.opacity = "0"
  document.body.appendChild(area)
  area.select()
  const ok = document.execCommand("copy")
  area.remove()
  if (!ok) throw new Error("copy refused")
}

type Status = "idle" | "copied" | "failed"

function showStatus(button: HTMLElement, status: Status): void {
  const label = status === "copied" ? strings.copied : status === "failed" ? strings.failed : strings.copy
  button.dataset.status = status
  button.setAttribute("aria-label", label)
  button.title = label
  const live = button.querySelector(".code-block__status")
  if (live) live.textContent = status === "idle" ? "" : label
}

const resetTimers = new WeakMap<HTMLElement, ReturnType<typeof setTimeout>>()

function onClick(event: MouseEvent): void {
  const button = (event.target as Element).closest?.<HTMLElement>("[data-copy-code]")
  const code = button?.closest(".code-block")?.querySelector("code")
  if (!button || !code) return
  // The DOM holds exactly the source (each line ends in "\n").
  const source = (code.textContent ?? "").replace(/\n$/, "")
  writeClipboard(source).then(
    () => showStatus(button, "copied"),
    () => showStatus(button, "failed")
  )
  clearTimeout(resetTimers.get(button))
  resetTimers.set(
    button,
    setTimeout(() => showStatus(button, "idle"), 2000)
  )
}

let installed = false

export function installCopyCode(): void {
  if (installed) return
  installed = true
  document.addEventListener("click", onClick)
}
