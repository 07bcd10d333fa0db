/**
 * The resources of a command and every process it starts: CPU time (user +
 * sys) of the whole tree, from the wrapping shell's `times` (a process's
 * children count once they are reaped, and Gatsby's and Docusaurus's workers
 * are), and the tree's peak memory, the largest sum of its processes' resident
 * sets seen while sampling /proc (Linux only; null elsewhere). Workers each
 * hold their own heap, so one process's peak (`/usr/bin/time`'s "maximum
 * resident set size") would understate a build that renders in workers.
 */
import { spawn } from "node:child_process"
import fs from "node:fs"

/** Parent pid and resident set (bytes) of every process, from /proc; null where /proc is not there. */
function processTable() {
  let entries
  try {
    entries = fs.readdirSync("/proc")
  } catch {
    return null
  }
  const table = new Map()
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const status = fs.readFileSync(`/proc/${entry}/status`, "utf8")
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1])
      const rssKb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0)
      table.set(Number(entry), { ppid, rss: rssKb * 1024 })
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return table
}

/** The pids of `root` and its descendants. */
function treePids(root, table) {
  const children = new Map()
  for (const [pid, { ppid }] of table) children.set(ppid, [...(children.get(ppid) ?? []), pid])
  const stack = [root]
  const seen = new Set()
  while (stack.length) {
    const pid = stack.pop()
    if (seen.has(pid)) continue
    seen.add(pid)
    stack.push(...(children.get(pid) ?? []))
  }
  return [...seen].filter((pid) => table.has(pid))
}

/** Sum of the resident sets of `root` and its descendants. */
export function treeRss(root, table = processTable()) {
  if (!table) return null
  return treePids(root, table).reduce((sum, pid) => sum + table.get(pid).rss, 0)
}

/** Each process of the tree at this moment: pid, resident set, command line (shortened). */
function treeProcesses(root, table) {
  return treePids(root, table).map((pid) => {
    let command = ""
    try {
      command = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean).map((arg) => arg.replace(/^.*node_modules\//, "")).join(" ").slice(0, 120)
    } catch {
      // Gone meanwhile.
    }
    return { pid, rss: table.get(pid).rss, command }
  })
}

/** `times` prints the shell's own user/sys, then its children's: "0m1.5s 0m0.2s". */
export function parseTimes(text) {
  const lines = text.trim().split("\n").filter((line) => /^\d+m[\d.]+s \d+m[\d.]+s$/.test(line.trim()))
  const last = lines[lines.length - 1]
  if (!last) return null
  const toMs = (value) => {
    const [, minutes, secs] = /^(\d+)m([\d.]+)s$/.exec(value)
    return (Number(minutes) * 60 + Number(secs)) * 1000
  }
  const [user, system] = last.trim().split(" ").map(toMs)
  return { user, system }
}

/**
 * Runs `command` (a shell command line) in `cwd`; resolves with its exit code,
 * its output (stdout and stderr interleaved, the `times` line included), wall
 * time, CPU time of the tree, peak tree memory and the processes that made it
 * up (pid, resident set, command). `onOutput` gets each chunk.
 */
export async function measuredRun({ command, cwd, env = process.env, sampleMs = 100, onOutput = () => {} }) {
  const started = performance.now()
  const child = spawn("sh", ["-c", `${command}; status=$?; times; exit $status`], { cwd, env, stdio: ["ignore", "pipe", "pipe"] })
  let output = ""
  const collect = (chunk) => {
    output += chunk
    onOutput(String(chunk))
  }
  child.stdout.on("data", collect)
  child.stderr.on("data", collect)
  let peakRss = processTable() ? 0 : null
  let peakProcesses = []
  const timer = setInterval(() => {
    const table = processTable()
    const rss = treeRss(child.pid, table)
    if (rss === null || rss <= peakRss) return
    peakRss = rss
    peakProcesses = treeProcesses(child.pid, table)
  }, sampleMs)
  const code = await new Promise((resolve) => child.on("close", resolve))
  clearInterval(timer)
  const wallMs = Math.round(performance.now() - started)
  const cpu = parseTimes(output)
  return { code, output, wallMs, cpuMs: cpu ? Math.round(cpu.user + cpu.system) : null, userMs: cpu ? Math.round(cpu.user) : null, sysMs: cpu ? Math.round(cpu.system) : null, peakRssBytes: peakRss, peakProcesses }
}
