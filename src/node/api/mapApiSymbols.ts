import type { JSONOutput } from "typedoc"
import { indexReflections, Kind, type MemberEntry } from "./indexReflections"
import { TypePrinter, type TypeTargetLookup } from "./printTypeScript"
import { renderBlockHtml } from "./renderTsDocMarkdown"
import { commentFields, docOnly, location, repoPath, siteOf, type CommentFields, type PageContext } from "./readComments"
import { childGroupsOf, memberGroupsOf, memberSections, pageSlugger, pageToc, symbolSections } from "./pageOutline"
import { isMemberEntry, urlOf } from "./resolveDocLinks"
import { apiSymbolTitle } from "./symbolTitle"
import type {
  ApiLink,
  ApiMember,
  ApiSignature,
  ApiSignatureKind,
  ApiSymbol,
  MapApiSymbolsOptions,
} from "./types"

export type { ApiSymbol, ApiMember, ApiSignature, MapApiSymbolsOptions, ResolveApiUrl } from "./types"

type Signature = JSONOutput.SignatureReflection

/**
 * Maps TypeDoc's JSON model of one version's declarations to flat, plain
 * `ApiSymbol` records: one per page (module, class, interface, namespace,
 * type alias, ...), members inlined; with each page's problems (every
 * `{@link}` that resolves to nothing, every tag it would drop) beside it, so
 * under `gatsby develop` a bad `{@link}` shows on its own page while every
 * other page of the reference keeps working.
 */
export function mapApiSymbolsKeepingProblems(
  project: JSONOutput.ProjectReflection,
  options: MapApiSymbolsOptions,
): { symbols: ApiSymbol[]; problemsBySymbol: Map<string, string[]> } {
  const index = indexReflections(project, options.version)
  const problemsBySymbol = new Map<string, string[]>()
  const symbols = index.symbols.map((entry) => {
    const problems = new Set<string>()
    const symbol = mapSymbol({ options, index, entry, references: new Set(), problems })
    if (problems.size > 0) problemsBySymbol.set(symbol.id, [...problems])
    return symbol
  })
  return { symbols, problemsBySymbol }
}

function printer(ctx: PageContext): TypePrinter {
  const lookup: TypeTargetLookup = (id) => {
    const entry = ctx.index.byReflectionId.get(id)
    if (!entry) return null
    const symbol = isMemberEntry(entry) ? entry.owner : entry
    const text = isMemberEntry(entry) ? `${symbol.qualifiedName}.${entry.reflection.name}` : symbol.qualifiedName
    return { symbolId: symbol.id, text, url: urlOf(entry, ctx.options.resolveUrl) }
  }
  return new TypePrinter(lookup)
}

/** Prints with a fresh printer so the links belong to this fragment only. */
function print(ctx: PageContext, write: (p: TypePrinter) => string): { text: string; links: ApiLink[] } {
  const p = printer(ctx)
  const text = write(p)
  for (const id of p.references) if (id !== ctx.entry.id) ctx.references.add(id)
  return { text, links: p.links }
}

function mapSignature(
  ctx: PageContext,
  sig: Signature,
  kind: ApiSignatureKind,
  name: string,
  where: string,
): { signature: ApiSignature; fields: CommentFields } {
  const definedIn = location(ctx, sig)
  const site = siteOf(ctx, where, definedIn)
  const { resolve } = site
  const fields = commentFields(sig.comment, site)
  const code = print(ctx, (p) => {
    if (kind === "get") return `get ${name}(): ${p.type(sig.type)}`
    if (kind === "set") return `set ${name}(${p.parameters(sig)})`
    if (kind === "constructor") return `constructor${p.typeParameters(sig)}(${p.parameters(sig)})`
    return name ? p.callSignature(sig, name) : p.arrow(sig)
  }).text
  // A getter's value type is in its code and in the member's type; it has no "Returns" of its own.
  const returns = kind === "call" ? print(ctx, (p) => p.type(sig.type)) : null
  const signature: ApiSignature = {
    kind,
    code,
    typeParameters: (sig.typeParameters ?? []).map((tp) => ({
      name: tp.name,
      constraint: tp.type ? print(ctx, (p) => p.type(tp.type)).text : null,
      default: tp.default ? print(ctx, (p) => p.type(tp.default)).text : null,
      descriptionHtml: renderBlockHtml(tp.comment?.summary, resolve),
    })),
    parameters: (sig.parameters ?? []).map((param) => {
      const type = print(ctx, (p) => p.type(param.type))
      return {
        name: param.name,
        type: type.text,
        typeLinks: type.links,
        optional: Boolean(param.flags.isOptional),
        rest: Boolean(param.flags.isRest),
        defaultValue: param.defaultValue ?? null,
        descriptionHtml: renderBlockHtml(param.comment?.summary, resolve),
      }
    }),
    returnType: returns?.text ?? null,
    returnTypeLinks: returns?.links ?? [],
    returnsHtml: fields.returnsHtml,
    throwsHtml: fields.throwsHtml,
    summaryHtml: fields.summaryHtml,
    descriptionHtml: fields.descriptionHtml,
    examples: fields.examples,
    definedIn,
  }
  return { signature, fields }
}

function mapMember(ctx: PageContext, m: MemberEntry): ApiMember {
  const r = m.reflection
  const where = `${ctx.entry.qualifiedName}.${r.name}`
  const staticPrefix = r.flags.isStatic ? "static " : ""
  let signatures: Array<{ signature: ApiSignature; fields: CommentFields }> = []
  let fields: CommentFields | undefined
  let type: { text: string; links: ApiLink[] } | null = null
  let code = ""
  let kind: ApiMember["kind"]
  let readonly = Boolean(r.flags.isReadonly)

  if (r.kind === Kind.Method || r.kind === Kind.Constructor) {
    kind = r.kind === Kind.Method ? "method" : "constructor"
    signatures = (r.signatures ?? []).map((s) => mapSignature(ctx, s, kind === "method" ? "call" : "constructor", r.name, where))
  } else if (r.kind === Kind.Accessor) {
    kind = "accessor"
    if (r.getSignature) signatures.push(mapSignature(ctx, r.getSignature, "get", r.name, where))
    if (r.setSignature) signatures.push(mapSignature(ctx, r.setSignature, "set", r.name, where))
    const valueType = r.getSignature?.type ?? r.setSignature?.parameters?.[0]?.type
    type = print(ctx, (p) => p.type(valueType))
    readonly = !r.setSignature
  } else {
    kind = r.kind === Kind.EnumMember ? "enumMember" : "property"
    fields = commentFields(r.comment, siteOf(ctx, where, location(ctx, r)))
    type = print(ctx, (p) => p.type(r.type))
    code = print(ctx, (p) => (kind === "enumMember" ? `${r.name} = ${p.type(r.type)}` : staticPrefix + p.propertyText(r))).text
  }

  if (signatures.length > 0) {
    // Overloads and get/set pairs share one entry; its text comes from the first documented signature.
    const documented = signatures.find((s) => s.fields.summaryHtml) ?? signatures[0]
    // All the member's examples go under its one "Examples" heading, the documented signature's first.
    fields = { ...documented.fields, examples: [documented, ...signatures.filter((s) => s !== documented)].flatMap((s) => s.fields.examples) }
    for (const s of signatures) s.signature.examples = []
    code = signatures.map((s) => staticPrefix + s.signature.code).join("\n")
  }
  fields ??= commentFields(undefined, { resolve: () => null, report: () => undefined })
  const definedIn = location(ctx, r) ?? signatures[0]?.signature.definedIn ?? null
  return {
    ...docOnly(fields, definedIn),
    id: m.id,
    anchor: m.anchor,
    url: ctx.options.resolveUrl(ctx.entry.docPath, m.anchor),
    kind,
    name: r.name,
    flags: {
      readonly,
      static: Boolean(r.flags.isStatic),
      optional: Boolean(r.flags.isOptional),
      abstract: Boolean(r.flags.isAbstract),
    },
    code,
    type: type?.text ?? null,
    typeLinks: type?.links ?? [],
    signatures: signatures.map((s) => s.signature),
    defaultValueHtml: fields.defaultValueHtml,
    // Filled in by mapSymbol, which knows every anchor of the page.
    sections: [],
  }
}

function declarationText(ctx: PageContext): string {
  const { entry } = ctx
  const r = entry.reflection
  return print(ctx, (p) => {
    const tps = p.typeParameters(r)
    const list = (types: JSONOutput.SomeType[] | undefined, word: string) =>
      types?.length ? ` ${word} ${types.map((t) => p.type(t)).join(", ")}` : ""
    switch (entry.kind) {
      case "class":
        return `${r.flags.isAbstract ? "abstract " : ""}class ${r.name}${tps}${list(r.extendedTypes, "extends")}${list(r.implementedTypes, "implements")}`
      case "interface":
        return `interface ${r.name}${tps}${list(r.extendedTypes, "extends")}`
      case "namespace":
        return `namespace ${entry.qualifiedName}`
      case "typeAlias":
        return `type ${r.name}${tps} = ${r.children ? p.objectType(r) : p.type(r.type)}`
      case "function":
        return (r.signatures ?? []).map((s) => `function ${p.callSignature(s, r.name)}`).join("\n")
      case "variable":
        return `${r.flags.isConst ? "const" : "let"} ${r.name}: ${p.type(r.type)}`
      case "enum":
        return `${r.flags.isConst ? "const " : ""}enum ${r.name}`
      default:
        return ""
    }
  }).text
}

function mapSymbol(ctx: PageContext): ApiSymbol {
  const { entry } = ctx
  const r = entry.reflection
  const definedIn =
    location(ctx, r) ?? (entry.kind === "module" ? { file: repoPath(ctx, `${entry.module}.d.ts`), line: 1 } : null)

  let signatures: ApiSignature[] = []
  let comment = r.comment
  if (entry.kind === "function") {
    signatures = (r.signatures ?? []).map((s) => mapSignature(ctx, s, "call", r.name, entry.qualifiedName).signature)
    comment ??= r.signatures?.find((s) => s.comment)?.comment
  } else if (entry.kind === "typeAlias" && r.type?.type === "reflection" && r.type.declaration.signatures?.length === 1) {
    signatures = [mapSignature(ctx, r.type.declaration.signatures[0], "call", "", entry.qualifiedName).signature]
  }

  const commented = commentFields(comment, siteOf(ctx, entry.qualifiedName, definedIn))
  // A function type's own examples join the symbol's, under its one "Examples" heading.
  const fields = { ...commented, examples: [...commented.examples, ...signatures.flatMap((s) => s.examples)] }
  for (const s of signatures) s.examples = []
  const members = entry.members.map((m) => mapMember(ctx, m))
  const slugger = pageSlugger(members.map((m) => m.anchor))
  for (const m of members) m.sections = memberSections(m, slugger)
  const sections = symbolSections({ signatures, examples: fields.examples, see: fields.see })
  const memberGroups = memberGroupsOf(members)
  const childGroups = childGroupsOf(entry.children.map((c) => c.kind))
  const declaration = declarationText(ctx)
  return {
    ...docOnly(fields, definedIn),
    id: entry.id,
    version: ctx.options.version,
    module: entry.module,
    kind: entry.kind,
    name: entry.name,
    qualifiedName: entry.qualifiedName,
    title: apiSymbolTitle(entry),
    docPath: entry.docPath,
    url: ctx.options.resolveUrl(entry.docPath),
    parentId: entry.parentId,
    declaration,
    signatures,
    members,
    typeReferences: [...ctx.references].sort(),
    children: entry.children.map((c) => c.id),
    sections,
    memberGroups,
    childGroups,
    toc: pageToc({ sections, memberGroups, members, childGroups }),
  }
}
