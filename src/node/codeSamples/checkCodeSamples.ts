/**
 * Type-checks a docs version's code samples against that version's own API
 * declarations (content/docs/<version>/api/rsvim.d.ts and web.d.ts), the way
 * the editor runs them: `Rsvim` and the functions of `GlobalThis` are
 * globals, `import.meta` has the members `ImportMeta` declares (if the
 * version declares it), and each sample is an ES module. A sample that calls
 * something the version does not declare fails, named by file and line.
 *
 * Imports between samples are not followed: an imported binding is untyped,
 * and the sample that defines it is checked on its own.
 */
import fs from "node:fs"
import path from "node:path"
import ts from "typescript"
import type { CodeSample } from "./extractCodeSamples"

export interface SampleProblem {
  file: string
  line: number
  message: string
}

export interface SampleResult {
  sample: CodeSample
  problems: SampleProblem[]
}

/**
 * "Implicitly has an 'any' type": plain JavaScript has no annotations to
 * write, so a JavaScript sample is checked for the APIs it uses, not for them.
 */
const implicitAnyCodes = new Set([7005, 7006, 7008, 7010, 7011, 7019, 7031, 7034])

/** Diagnostics that are about the sample's imports, which the check does not resolve (see above). */
const ignoredCodes = new Set([
  2307, // Cannot find module
  2792, // Cannot find module (did you mean to set moduleResolution)
  7016, // Could not find a declaration file for module
])

const compilerOptions: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  lib: ["lib.esnext.d.ts"],
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force,
  allowJs: true,
  checkJs: true,
  allowImportingTsExtensions: true,
  strict: true,
  noEmit: true,
  types: [],
  skipLibCheck: true,
}

interface Globals {
  /** The type declared for the `Rsvim` object, if any. */
  rsvim: string | null
  /** Members of the `GlobalThis` interface: each is a global function. */
  globalFunctions: string[]
  /** Whether the version declares `ImportMeta`. */
  importMeta: boolean
}

/** What the declaration files make global, read from their exported declarations. */
function readGlobals(rsvimFile: string, webFile: string): Globals {
  const exported = (file: string) => {
    if (!fs.existsSync(file)) return []
    const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true)
    return source.statements.filter(
      (s): s is ts.ClassDeclaration | ts.InterfaceDeclaration =>
        (ts.isClassDeclaration(s) || ts.isInterfaceDeclaration(s)) && Boolean(s.name) && Boolean(ts.getCombinedModifierFlags(s) & ts.ModifierFlags.Export),
    )
  }
  const rsvim = exported(rsvimFile).find(s => s.name?.text === "Rsvim")
  const web = exported(webFile)
  const globalThis = web.find(s => s.name?.text === "GlobalThis")
  const names = (globalThis?.members ?? []).map(m => (m.name && ts.isIdentifier(m.name) ? m.name.text : null))
  return {
    rsvim: rsvim ? "Rsvim" : null,
    globalFunctions: [...new Set(names.filter((n): n is string => n !== null))],
    importMeta: web.some(s => s.name?.text === "ImportMeta"),
  }
}

/** A declaration file that turns the version's declarations into the globals scripts see. */
function globalsSource(globals: Globals): string {
  const webImports = [
    ...(globals.globalFunctions.length > 0 ? ["GlobalThis as WebGlobals"] : []),
    ...(globals.importMeta ? ["ImportMeta as RsvimImportMeta"] : []),
  ]
  const lines = [
    globals.rsvim ? `import type { Rsvim as RsvimApi } from "./rsvim"` : "",
    webImports.length > 0 ? `import type { ${webImports.join(", ")} } from "./web"` : "",
    "declare global {",
    globals.rsvim ? "  var Rsvim: RsvimApi" : "",
    ...globals.globalFunctions.map(name => `  var ${name}: WebGlobals[${JSON.stringify(name)}]`),
    globals.importMeta ? "  interface ImportMeta extends RsvimImportMeta {}" : "",
    "}",
    "export {}",
  ]
  return lines.filter(Boolean).join("\n") + "\n"
}

/**
 * Checks every sample that is not marked `skip-check` against the
 * declarations in `apiDir` (rsvim.d.ts and web.d.ts, when they exist). Skipped samples are
 * returned with no problems; callers count them apart.
 */
export function checkCodeSamples(samples: readonly CodeSample[], apiDir: string): SampleResult[] {
  const rsvimFile = path.resolve(apiDir, "rsvim.d.ts")
  const webFile = path.resolve(apiDir, "web.d.ts")
  const globalsFile = path.resolve(apiDir, "__sample-globals.d.ts")
  const virtual = new Map<string, string>([[globalsFile, globalsSource(readGlobals(rsvimFile, webFile))]])
  const checked = samples.filter(sample => !sample.skipped)
  const sampleFiles = checked.map((sample, index) => {
    const name = path.resolve(apiDir, "__samples__", `sample-${index}.${sample.language}`)
    virtual.set(name, sample.code)
    return name
  })

  const host = ts.createCompilerHost(compilerOptions, true)
  const { getSourceFile, fileExists, readFile } = host
  host.fileExists = file => virtual.has(path.resolve(file)) || fileExists.call(host, file)
  host.readFile = file => virtual.get(path.resolve(file)) ?? readFile.call(host, file)
  host.getSourceFile = (file, languageVersion, onError, shouldCreate) => {
    const text = virtual.get(path.resolve(file))
    return text !== undefined
      ? ts.createSourceFile(file, text, languageVersion, true)
      : getSourceFile.call(host, file, languageVersion, onError, shouldCreate)
  }
  // A version without declarations (0.1.0 had no scripting API) gives its samples no globals at all.
  const declarationFiles = [rsvimFile, webFile].filter(file => fs.existsSync(file))
  const program = ts.createProgram([...declarationFiles, globalsFile, ...sampleFiles], compilerOptions, host)

  // The declarations themselves are checked by check-api-declarations.mjs; a problem there fails every sample.
  const declarationProblems = [...declarationFiles, globalsFile].flatMap(file =>
    ts.getPreEmitDiagnostics(program, program.getSourceFile(file)).map(d => `${path.basename(file)}: ${ts.flattenDiagnosticMessageText(d.messageText, " ")}`),
  )

  const resultOf = new Map<CodeSample, SampleResult>()
  checked.forEach((sample, index) => {
    const sourceFile = program.getSourceFile(sampleFiles[index])!
    const problems = [
      ...declarationProblems.map(message => ({ file: sample.file, line: sample.line, message: `the declarations do not type-check: ${message}` })),
      ...ts
        .getPreEmitDiagnostics(program, sourceFile)
        .filter(d => !ignoredCodes.has(d.code) && !(sample.language === "js" && implicitAnyCodes.has(d.code)))
        .map(d => ({
          file: sample.file,
          line: sample.line + (d.start === undefined ? 0 : sourceFile.getLineAndCharacterOfPosition(d.start).line),
          message: ts.flattenDiagnosticMessageText(d.messageText, " "),
        })),
    ]
    resultOf.set(sample, { sample, problems })
  })
  return samples.map(sample => resultOf.get(sample) ?? { sample, problems: [] })
}
