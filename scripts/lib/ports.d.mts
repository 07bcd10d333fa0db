import type { Server } from "node:net"

/** Binds `server` to the first free port in [from, to] on 127.0.0.1; resolves with that port. */
export function listenInRange(server: Server, from: number, to: number): Promise<number>

/** The first port in [from, to] nothing listens on at 127.0.0.1. */
export function firstFreePort(from: number, to: number): Promise<number>
