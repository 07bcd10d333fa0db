import net from "node:net"
import { describe, expect, it } from "vitest"
import { firstFreePort } from "../../../../scripts/lib/ports.mjs"

const listenOn = (port: number) =>
  new Promise<net.Server>((resolve, reject) => {
    const server = net.createServer()
    server.once("error", reject)
    server.listen(port, "127.0.0.1", () => resolve(server))
  })

describe("firstFreePort (npm start's port)", () => {
  it("gives the first port of the range nothing listens on, and leaves it free", async () => {
    const from = await firstFreePort(39000, 39099)
    const taken = await listenOn(from)
    try {
      const next = await firstFreePort(from, from + 5)
      expect(next).toBeGreaterThan(from)
      // Still free: the probe let it go.
      const server = await listenOn(next)
      await new Promise(resolve => server.close(resolve))
    } finally {
      await new Promise(resolve => taken.close(resolve))
    }
  })

  it("fails, naming the range, when every port in it is taken", async () => {
    const port = await firstFreePort(39100, 39199)
    const taken = await listenOn(port)
    try {
      await expect(firstFreePort(port, port)).rejects.toThrow(`no free port in ${port}-${port} on 127.0.0.1`)
    } finally {
      await new Promise(resolve => taken.close(resolve))
    }
  })
})
