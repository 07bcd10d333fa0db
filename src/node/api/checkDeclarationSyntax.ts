import path from "node:path"
import ts from "typescript"

function parametersOf(node: ts.Node): readonly ts.ParameterDeclaration[] | null {
  if (ts.isTypeAliasDeclaration(node)) return ts.isFunctionTypeNode(node.type) ? node.type.parameters : null
  return ts.isFunctionLike(node) ? node.parameters : null
}

/**
 * Problems TypeDoc would swallow in `.d.ts` files: syntax errors (TypeDoc runs
 * with `skipErrorChecking`) and `@param` tags naming no parameter (dropped
 * without a word). Parses only, so it costs a few milliseconds.
 */
export function checkDeclarationSyntax(files: string[], repoRoot: string): string[] {
  const program = ts.createProgram(files, { noLib: true, noResolve: true, types: [] })
  const at = (file: ts.SourceFile, pos: number) => {
    const { line, character } = file.getLineAndCharacterOfPosition(pos)
    return `${path.relative(repoRoot, file.fileName).split(path.sep).join("/")}:${line + 1}:${character + 1}`
  }
  const problems = program
    .getSyntacticDiagnostics()
    .map((d) => `${d.file && d.start !== undefined ? at(d.file, d.start) : "?"} - ${ts.flattenDiagnosticMessageText(d.messageText, " ")}`)
  if (problems.length > 0) return problems

  for (const parsed of files.map((f) => program.getSourceFile(f)).filter((f): f is ts.SourceFile => !!f)) {
    // JSDoc lookups need parent pointers, which only a bound program or this sets.
    const file = ts.createSourceFile(parsed.fileName, parsed.text, ts.ScriptTarget.Latest, true)
    const visit = (node: ts.Node): void => {
      const params = parametersOf(node)
      if (params) {
        const names = new Set(params.map((p) => p.name.getText(file)))
        for (const tag of ts.getJSDocTags(node).filter(ts.isJSDocParameterTag)) {
          const name = tag.name.getText(file)
          if (!names.has(name)) problems.push(`${at(file, tag.getStart(file))} - @param ${name} matches no parameter`)
        }
      }
      ts.forEachChild(node, visit)
    }
    visit(file)
  }
  return problems
}

/**
 * Type errors in the declarations, as `file:line:col - message` (TypeDoc
 * converts with `skipErrorChecking`; CI's tsc run is not the build's). Only
 * the given files are checked, against TypeScript's ES2022 library.
 */
export function checkDeclarationTypes(files: string[], repoRoot: string): string[] {
  const program = ts.createProgram(files, {
    target: ts.ScriptTarget.ES2022,
    lib: ["lib.es2022.d.ts"],
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    noEmit: true,
    types: [],
    skipDefaultLibCheck: true,
  })
  const wanted = new Set(files.map((f) => path.resolve(f)))
  return program
    .getSourceFiles()
    .filter((file) => wanted.has(path.resolve(file.fileName)))
    .flatMap((file) => program.getSemanticDiagnostics(file))
    .map((d) => {
      const where = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start) : null
      const name = d.file ? path.relative(repoRoot, d.file.fileName).split(path.sep).join("/") : "?"
      return `${where ? `${name}:${where.line + 1}:${where.character + 1}` : name} - ${ts.flattenDiagnosticMessageText(d.messageText, " ")}`
    })
}
