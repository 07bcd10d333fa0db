// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { lockPageScroll } from "../../../../src/theme/dialog/scrollLock"

const releases: (() => void)[] = []
const lock = () => {
  const release = lockPageScroll()
  releases.push(release)
  return release
}

/** A window 1024 px wide whose page is `1024 - scrollbar` px wide (the scrollbar takes the rest). */
function scrollbarOf(width: number) {
  Object.defineProperty(document.documentElement, "clientWidth", { configurable: true, get: () => window.innerWidth - width })
}

let sheet: HTMLStyleElement
beforeEach(() => {
  sheet = document.createElement("style")
  sheet.textContent = "body { padding-right: 8px }"
  document.head.append(sheet)
  scrollbarOf(15)
})
afterEach(() => {
  for (const release of releases.splice(0)) release()
  sheet.remove()
  document.body.removeAttribute("style")
})

describe("lockPageScroll", () => {
  it("hides the page's overflow and pads <body> by the scrollbar's width on top of its own padding", () => {
    lock()
    expect(document.body.style.overflow).toBe("hidden")
    expect(document.body.style.paddingRight).toBe("23px")
  })

  it("adds no padding when the page has no scrollbar", () => {
    scrollbarOf(0)
    lock()
    expect(document.body.style.overflow).toBe("hidden")
    expect(document.body.style.paddingRight).toBe("")
  })

  it("nests: the page stays locked until the last lock is released, then is exactly as before", () => {
    document.body.style.overflow = "auto"
    document.body.style.paddingRight = "4px"
    const menu = lock()
    const search = lock()
    expect(document.body.style.paddingRight).toBe("19px")
    menu()
    expect(document.body.style.overflow).toBe("hidden")
    expect(document.body.style.paddingRight).toBe("19px")
    search()
    expect(document.body.style.overflow).toBe("auto")
    expect(document.body.style.paddingRight).toBe("4px")
  })

  it("releasing the same lock twice does not release another one", () => {
    const first = lock()
    lock()
    first()
    first()
    expect(document.body.style.overflow).toBe("hidden")
  })

  it("restores inline styles that were not there as absent", () => {
    const release = lock()
    release()
    expect(document.body.getAttribute("style") ?? "").toBe("")
  })
})
