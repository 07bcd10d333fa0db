/** Ports on 127.0.0.1 for the local servers (npm start, the benchmarks, the browser tests' hosts). */
import net from "node:net"

/** Binds `server` to the first free port in [from, to] on 127.0.0.1; resolves with that port. */
export async function listenInRange(server, from, to) {
  for (let port = from; port <= to; port++) {
    const ok = await new Promise((resolve) => {
      const onError = () => resolve(false)
      server.once("error", onError)
      server.listen(port, "127.0.0.1", () => {
        server.off("error", onError)
        resolve(true)
      })
    })
    if (ok) return server.address().port
  }
  throw new Error(`no free port in ${from}-${to} on 127.0.0.1`)
}

/** The first port in [from, to] nothing listens on at 127.0.0.1 (checked by binding it for a moment). */
export async function firstFreePort(from, to) {
  const probe = net.createServer()
  const port = await listenInRange(probe, from, to)
  await new Promise((resolve) => probe.close(resolve))
  return port
}
