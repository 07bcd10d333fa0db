// @vitest-environment happy-dom
/**
 * The docs sidebar: the page being read is marked as the current page, the
 * categories holding it are open, and a category's toggle folds and unfolds
 * it without leaving the page.
 */
import React from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { DocSidebar, type SidebarItem } from "../../../src/components/DocSidebar"

/** Gatsby's Link navigates on click; the stand-in records where to, so a test can tell a toggle from a navigation. */
const navigation = vi.hoisted(() => ({ to: [] as string[] }))
vi.mock("gatsby", () => ({
  Link: ({ to, children, ...rest }: { to: string; children: React.ReactNode }) => (
    <a
      href={to}
      {...rest}
      onClick={(event) => {
        event.preventDefault()
        navigation.to.push(to)
      }}
    >
      {children}
    </a>
  ),
}))

function doc(label: string, url: string): SidebarItem {
  return { type: "link", label, url, docPath: url, items: [] }
}

function category(label: string, url: string | null, items: SidebarItem[]): SidebarItem {
  return { type: "category", label, url, docPath: `category:${label}`, items }
}

const sidebar: SidebarItem[] = [
  doc("Introduction", "/docs/intro"),
  category("Manual", "/docs/manual", [
    doc("Install", "/docs/manual/install"),
    category("Advanced", null, [
      doc("Plugins", "/docs/manual/advanced/plugins"),
      category("Internals", "/docs/manual/advanced/internals", [doc("Event loop", "/docs/manual/advanced/internals/event-loop")]),
    ]),
    category("Configuration", "/docs/manual/config", [doc("Key mappings", "/docs/manual/config/keys")]),
  ]),
  category("API", null, [doc("Buffer", "/docs/api/buffer")]),
]

const nav = () => screen.getByRole("navigation", { name: "Docs sidebar" })
const link = (name: string) => within(nav()).queryByRole("link", { name })
const toggle = (label: string) => within(nav()).getByRole("button", { name: `Toggle category "${label}"` })
const labelButton = (label: string) => within(nav()).getByRole("button", { name: label })

beforeEach(() => {
  navigation.to = []
})
afterEach(cleanup)

describe("docs sidebar", () => {
  it("marks the page being read, and only it, as the current page", () => {
    render(<DocSidebar items={sidebar} activeUrl="/docs/manual/advanced/plugins" />)
    const current = nav().querySelectorAll('[aria-current="page"]')
    expect([...current].map((element) => element.textContent)).toEqual(["Plugins"])
    expect(link("Plugins")).toHaveProperty("href", expect.stringContaining("/docs/manual/advanced/plugins"))
  })

  it("marks a category's own page as current when that page is read", () => {
    render(<DocSidebar items={sidebar} activeUrl="/docs/manual/config" />)
    expect(link("Configuration")?.getAttribute("aria-current")).toBe("page")
    expect(link("Key mappings")).not.toBeNull()
  })

  it("opens the categories holding the current page and the top level; other nested ones start folded", () => {
    render(<DocSidebar items={sidebar} activeUrl="/docs/manual/advanced/plugins" />)
    expect(labelButton("Advanced").getAttribute("aria-expanded")).toBe("true")
    expect(link("Plugins")).not.toBeNull()
    // Top level: open whether or not it holds the page.
    expect(labelButton("API").getAttribute("aria-expanded")).toBe("true")
    expect(link("Buffer")).not.toBeNull()
    // Nested and not on the page's trail: folded, its pages not rendered.
    expect(toggle("Configuration").getAttribute("aria-expanded")).toBe("false")
    expect(link("Key mappings")).toBeNull()
    expect(toggle("Internals").getAttribute("aria-expanded")).toBe("false")
    expect(link("Event loop")).toBeNull()
  })

  it("has the trail open in the server-rendered HTML already, before any effect runs", () => {
    const container = document.createElement("div")
    container.innerHTML = renderToStaticMarkup(<DocSidebar items={sidebar} activeUrl="/docs/manual/advanced/internals/event-loop" />)
    const html = within(container)
    expect(html.getByRole("button", { name: "Advanced" }).getAttribute("aria-expanded")).toBe("true")
    expect(html.getByRole("button", { name: 'Toggle category "Internals"' }).getAttribute("aria-expanded")).toBe("true")
    expect(html.getByRole("link", { name: "Event loop" }).getAttribute("aria-current")).toBe("page")
    expect(html.queryByRole("link", { name: "Key mappings" })).toBeNull()
  })

  it("opens a folded category when the reader moves to a page inside it", () => {
    const { rerender } = render(<DocSidebar items={sidebar} activeUrl="/docs/manual/install" />)
    expect(link("Key mappings")).toBeNull()
    rerender(<DocSidebar items={sidebar} activeUrl="/docs/manual/config/keys" />)
    expect(toggle("Configuration").getAttribute("aria-expanded")).toBe("true")
    expect(link("Key mappings")?.getAttribute("aria-current")).toBe("page")
  })

  it("a category's toggle unfolds and folds it without navigating", () => {
    render(<DocSidebar items={sidebar} activeUrl="/docs/manual/install" />)
    fireEvent.click(toggle("Configuration"))
    expect(toggle("Configuration").getAttribute("aria-expanded")).toBe("true")
    expect(link("Key mappings")).not.toBeNull()
    fireEvent.click(toggle("Configuration"))
    expect(toggle("Configuration").getAttribute("aria-expanded")).toBe("false")
    expect(link("Key mappings")).toBeNull()
    expect(navigation.to).toEqual([])
  })

  it("a category without a page of its own folds and unfolds from its label, even the one holding the current page", () => {
    render(<DocSidebar items={sidebar} activeUrl="/docs/manual/advanced/plugins" />)
    fireEvent.click(labelButton("Advanced"))
    expect(labelButton("Advanced").getAttribute("aria-expanded")).toBe("false")
    expect(link("Plugins")).toBeNull()
    fireEvent.click(labelButton("Advanced"))
    expect(labelButton("Advanced").getAttribute("aria-expanded")).toBe("true")
    expect(link("Plugins")).not.toBeNull()
    expect(navigation.to).toEqual([])
  })

  it("a category's label with a page of its own is a link to it", () => {
    render(<DocSidebar items={sidebar} activeUrl="/docs/manual/install" />)
    fireEvent.click(link("Configuration")!)
    expect(navigation.to).toEqual(["/docs/manual/config"])
  })
})
