import { createHash } from "node:crypto"
import { readFile } from "node:fs/promises"
import path from "node:path"
import { Application, Logger, LogLevel, type JSONOutput, type MinimalNode, type MinimalSourceFile, type NormalizedPath } from "typedoc"
import { checkDeclarationSyntax, checkDeclarationTypes } from "./checkDeclarationSyntax"

/** Each version directory holds these; TypeDoc names a module after its file. */
export const API_DECLARATION_FILES = ["rsvim.d.ts", "web.d.ts"] as const

export interface LoadTypeDocProjectOptions {
  /** File names in error messages are relative to this (default: the working directory). */
  repoRoot?: string
}

/** Syntax or type errors of the declarations, each "file:line:col - message". */
export class DeclarationErrors extends Error {
  constructor(readonly problems: string[]) {
    super(`API declarations have errors:\n${problems.map((p) => `  - ${p}`).join("\n")}`)
    this.name = "DeclarationErrors"
  }
}

/** Keeps TypeDoc's messages, with a plain `file:line:col` prefix, instead of printing them. */
class CollectingLogger extends Logger {
  readonly messages: string[] = []

  constructor(private readonly repoRoot: string) {
    super()
    this.level = LogLevel.Warn
  }

  override log(message: string, level: LogLevel): void {
    super.log(message, level)
    if (level >= LogLevel.Warn) this.messages.push(message)
  }

  protected override addContext(
    message: string,
    _level: Exclude<LogLevel, LogLevel.None>,
    ...args: [MinimalNode?] | [number, MinimalSourceFile]
  ): string {
    const [first, second] = args
    const file = typeof first === "number" ? second : first?.getSourceFile()
    const pos = typeof first === "number" ? first : first?.getStart()
    if (!file || pos === undefined) return message
    const { line, character } = file.getLineAndCharacterOfPosition(pos)
    const name = path.relative(this.repoRoot, file.fileName).split(path.sep).join("/")
    return `${name}:${line + 1}:${character + 1} - ${message}`
  }
}

async function convert(files: string[], versionDir: string, repoRoot: string): Promise<JSONOutput.ProjectReflection> {
  const app = await Application.bootstrapWithPlugins(
    {
      name: "rsvim-api",
      entryPoints: files,
      basePath: versionDir,
      readme: "none",
      plugin: [],
      // checkDeclarationTypes has checked them already, with plainer messages.
      skipErrorChecking: true,
      disableGit: true,
      sourceLinkTemplate: "{path}#L{line}",
      sort: ["source-order"],
      // TypeDoc's own resolver understands TSDoc meanings such as `RsvimCmd:namespace`.
      useTsLinkResolution: false,
      excludePrivate: true,
      excludeProtected: true,
      // Links are resolved and checked by mapApiSymbols, with better messages.
      validation: { notExported: false, invalidLink: false, notDocumented: false, rewrittenLink: false },
      logLevel: "Warn",
      compilerOptions: {
        target: "es2022",
        lib: ["es2022"],
        module: "esnext",
        moduleResolution: "bundler",
        types: [],
        strict: true,
        skipLibCheck: true,
        noEmit: true,
      },
    },
    [], // no option readers: never pick up a stray tsconfig.json or typedoc.json
  )
  const logger = new CollectingLogger(repoRoot)
  app.logger = logger
  const project = await app.convert()
  const shown = files.map((f) => path.relative(repoRoot, f)).join(", ")
  if (!project || logger.messages.length > 0) {
    const details = logger.messages.length ? logger.messages.map((m) => `  - ${m}`).join("\n") : "  - (no details)"
    throw new Error(`TypeDoc could not convert ${shown}:\n${details}`)
  }
  return app.serializer.projectToObject(project, versionDir.split(path.sep).join("/") as NormalizedPath)
}

// `gatsby develop` reloads the API on every declaration edit; an unchanged
// version is served from here instead of running TypeDoc again.
const cache = new Map<string, Promise<JSONOutput.ProjectReflection>>()
const CACHE_LIMIT = 8

/**
 * Runs TypeDoc as a library on one version's `rsvim.d.ts` and `web.d.ts` and
 * returns its JSON model. The result is shared between callers: treat it as
 * read-only. Any TypeDoc warning or error fails the load, naming the file.
 */
export async function loadTypeDocProject(
  versionDir: string,
  options: LoadTypeDocProjectOptions = {},
): Promise<JSONOutput.ProjectReflection> {
  const dir = path.resolve(versionDir)
  const repoRoot = path.resolve(options.repoRoot ?? process.cwd())
  const files = API_DECLARATION_FILES.map((f) => path.join(dir, f))
  const contents: string[] = []
  for (const f of files) {
    contents.push(
      await readFile(f, "utf8").catch((e: NodeJS.ErrnoException) => {
        throw new Error(`API declarations: cannot read ${path.relative(repoRoot, f)} (${e.code ?? e.message})`)
      }),
    )
  }
  const key = createHash("sha256").update([dir, repoRoot, ...contents].join("\0")).digest("hex")
  let pending = cache.get(key)
  if (!pending) {
    const syntax = checkDeclarationSyntax(files, repoRoot)
    const problems = syntax.length > 0 ? syntax : checkDeclarationTypes(files, repoRoot)
    if (problems.length > 0) throw new DeclarationErrors(problems)
    pending = convert(files, dir, repoRoot)
    pending.catch(() => cache.delete(key))
    cache.set(key, pending)
    if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string)
  }
  return pending
}
