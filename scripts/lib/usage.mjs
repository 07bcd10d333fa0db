/**
 * The one --help of every script: each script describes itself once (how to
 * run it, what it does, its options), and `handleUsage` runs first thing, so
 * `--help` prints that and exits before anything is built, deleted or served,
 * and a mistyped option stops the script instead of being ignored.
 */

/** The usage text: the command, what it does, then its options in an aligned list. */
export function formatUsage({ usage, summary, options = [] }) {
  const lines = [`Usage: ${usage}`, "", summary.trim()]
  const all = [...options, ["--help", "print this text and do nothing else"]]
  const width = Math.max(...all.map(([flag]) => flag.length))
  lines.push("", "Options:", ...all.map(([flag, description]) => `  ${flag.padEnd(width)}  ${description}`))
  return `${lines.join("\n")}\n`
}

/** The names of the options an option list declares: "--port <n>" → "--port". */
function optionNames(options) {
  return new Set(["--help", "-h", ...options.flatMap(([flag]) => flag.split(/,\s*/).map(part => part.split(" ")[0]))])
}

/**
 * With --help (or -h): prints the usage and exits 0. With an option the
 * script does not declare: says so, prints the usage and exits 2.
 */
export function handleUsage(spec, argv = process.argv.slice(2)) {
  if (argv.includes("--help") || argv.includes("-h")) {
    process.stdout.write(formatUsage(spec))
    process.exit(0)
  }
  const known = optionNames(spec.options ?? [])
  const unknown = argv.filter(arg => arg.startsWith("-") && !known.has(arg))
  if (unknown.length > 0) {
    process.stderr.write(`Unknown option${unknown.length > 1 ? "s" : ""}: ${unknown.join(" ")}\n\n${formatUsage(spec)}`)
    process.exit(2)
  }
}
