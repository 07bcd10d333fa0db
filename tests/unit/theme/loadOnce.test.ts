import { describe, expect, it, vi } from "vitest"
import { loadOnce } from "../../../src/theme/loadOnce"

describe("loadOnce", () => {
  it("loads once: later and concurrent calls share the first call's promise", async () => {
    const load = vi.fn(async () => ({ Modal: "modal" }))
    const get = loadOnce(load)
    const [a, b] = await Promise.all([get(), get()])
    const c = await get()
    expect(load).toHaveBeenCalledTimes(1)
    expect(a).toBe(b)
    expect(c).toBe(a)
  })

  it("does not keep a failure: the next call loads again", async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error("Loading chunk search-modal failed")).mockResolvedValue("loaded")
    const get = loadOnce(load)
    await expect(get()).rejects.toThrow("Loading chunk search-modal failed")
    await expect(get()).resolves.toBe("loaded")
    await expect(get()).resolves.toBe("loaded")
    expect(load).toHaveBeenCalledTimes(2)
  })

  it("callers waiting on a load that fails all see the failure; the retry after it is shared again", async () => {
    let fail = true
    const load = vi.fn(async () => {
      if (fail) throw new Error("offline")
      return "loaded"
    })
    const get = loadOnce(load)
    const results = await Promise.allSettled([get(), get()])
    expect(results.map((result) => result.status)).toEqual(["rejected", "rejected"])
    fail = false
    expect(await Promise.all([get(), get()])).toEqual(["loaded", "loaded"])
    expect(load).toHaveBeenCalledTimes(2)
  })

  it("treats a load that throws instead of rejecting the same way", async () => {
    const load = vi.fn<() => Promise<string>>().mockImplementationOnce(() => {
      throw new Error("thrown")
    }).mockResolvedValue("loaded")
    const get = loadOnce(load)
    await expect(get()).rejects.toThrow("thrown")
    await expect(get()).resolves.toBe("loaded")
  })
})
