import type { JSONOutput } from "typedoc"
import { externalTypeUrl } from "./externalTypeLinks"
import type { ApiLink } from "./types"

type SomeType = JSONOutput.SomeType
type Signature = JSONOutput.SignatureReflection
type Declaration = JSONOutput.DeclarationReflection

/** A documented symbol a type can point at, by TypeDoc reflection id. */
export interface TypeTarget {
  symbolId: string
  /** Name as printed: the qualified name, so namespaced aliases read `RsvimCmd.CommandOptions`. */
  text: string
  url: string
}

export type TypeTargetLookup = (reflectionId: number) => TypeTarget | null

/** Collects the links and symbol references met while printing. */
export class TypePrinter {
  readonly links: ApiLink[] = []
  readonly references = new Set<string>()

  constructor(private readonly lookup: TypeTargetLookup) {}

  private link(text: string, url: string, external: boolean) {
    if (!this.links.some((l) => l.text === text && l.url === url)) this.links.push({ text, url, external })
  }

  type(t: SomeType | undefined): string {
    if (!t) return "unknown"
    switch (t.type) {
      case "intrinsic":
      case "unknown":
        return t.name
      case "literal":
        if (t.value === null) return "null"
        if (typeof t.value === "object") return `${t.value.negative ? "-" : ""}${t.value.value}n`
        return typeof t.value === "string" ? JSON.stringify(t.value) : String(t.value)
      case "reference":
        return this.reference(t)
      case "array":
        return `${this.wrap(t.elementType)}[]`
      case "union":
        return t.types.map((u) => this.wrap(u, "union")).join(" | ")
      case "intersection":
        return t.types.map((u) => this.wrap(u, "intersection")).join(" & ")
      case "tuple":
        return `[${(t.elements ?? []).map((e) => this.type(e)).join(", ")}]`
      case "namedTupleMember":
        return `${t.name}${t.isOptional ? "?" : ""}: ${this.type(t.element)}`
      case "optional":
        return `${this.wrap(t.elementType)}?`
      case "rest":
        return `...${this.type(t.elementType)}`
      case "typeOperator":
        return `${t.operator} ${this.wrap(t.target)}`
      case "indexedAccess":
        return `${this.wrap(t.objectType)}[${this.type(t.indexType)}]`
      case "query":
        return `typeof ${this.type(t.queryType)}`
      case "predicate":
        return `${t.asserts ? "asserts " : ""}${t.name}${t.targetType ? ` is ${this.type(t.targetType)}` : ""}`
      case "conditional":
        return `${this.wrap(t.checkType)} extends ${this.type(t.extendsType)} ? ${this.type(t.trueType)} : ${this.type(t.falseType)}`
      case "inferred":
        return `infer ${t.name}${t.constraint ? ` extends ${this.type(t.constraint)}` : ""}`
      case "mapped": {
        const ro = t.readonlyModifier === "+" ? "readonly " : t.readonlyModifier === "-" ? "-readonly " : ""
        const opt = t.optionalModifier === "+" ? "?" : t.optionalModifier === "-" ? "-?" : ""
        const as = t.nameType ? ` as ${this.type(t.nameType)}` : ""
        return `{ ${ro}[${t.parameter} in ${this.type(t.parameterType)}${as}]${opt}: ${this.type(t.templateType)} }`
      }
      case "templateLiteral":
        return `\`${t.head}${t.tail.map(([ty, s]) => `\${${this.type(ty)}}${s}`).join("")}\``
      case "reflection":
        return this.objectType(t.declaration)
      default:
        return "unknown"
    }
  }

  /** Adds the parentheses a nested type needs in its position. */
  private wrap(t: SomeType, ctx: "postfix" | "union" | "intersection" = "postfix"): string {
    const text = this.type(t)
    const isFunction = t.type === "reflection" && isFunctionType(t.declaration)
    const parens =
      isFunction ||
      t.type === "conditional" ||
      (ctx !== "union" && t.type === "union") ||
      (ctx === "postfix" && (t.type === "intersection" || t.type === "typeOperator"))
    return parens ? `(${text})` : text
  }

  private reference(t: JSONOutput.ReferenceType): string {
    let name = t.name
    if (typeof t.target === "number" && !t.refersToTypeParameter) {
      const target = this.lookup(t.target)
      if (target) {
        name = target.text
        this.link(name, target.url, false)
        this.references.add(target.symbolId)
      }
    } else if (typeof t.target === "object" || t.externalUrl) {
      const url = t.externalUrl ?? externalTypeUrl(t.target && typeof t.target === "object" ? t.target.qualifiedName : t.name)
      if (url) this.link(name, url, true)
    }
    const args = (t.typeArguments ?? []).filter((a) => !isImplicitBufferArgument(t, a))
    return args.length ? `${name}<${args.map((a) => this.type(a)).join(", ")}>` : name
  }

  /** Object literal or function type written inline. */
  objectType(d: Declaration, indent = ""): string {
    const sigs = d.signatures ?? []
    if (isFunctionType(d)) return this.arrow(sigs[0])
    const inner = indent + "  "
    const lines = [
      ...sigs.map((s) => `${inner}${this.callSignature(s, "")};`),
      ...(d.indexSignatures ?? []).map((s) => `${inner}${this.indexSignature(s)};`),
      ...(d.children ?? []).map((c) => `${inner}${this.propertyText(c, inner)};`),
    ]
    return lines.length ? `{\n${lines.join("\n")}\n${indent}}` : "{}"
  }

  propertyText(c: Declaration, indent = ""): string {
    const ro = c.flags.isReadonly ? "readonly " : ""
    const opt = c.flags.isOptional ? "?" : ""
    if (c.kind === METHOD && c.signatures) return c.signatures.map((s) => this.callSignature(s, c.name)).join(`;\n${indent}`)
    const value = c.type?.type === "reflection" ? this.objectType(c.type.declaration, indent) : this.type(c.type)
    return `${ro}${c.name}${opt}: ${value}`
  }

  private indexSignature(s: Signature): string {
    const p = s.parameters?.[0]
    return `[${p?.name ?? "key"}: ${this.type(p?.type)}]: ${this.type(s.type)}`
  }

  typeParameters(s: { typeParameters?: JSONOutput.TypeParameterReflection[] }): string {
    const tps = s.typeParameters ?? []
    if (!tps.length) return ""
    return `<${tps
      .map((tp) => `${tp.name}${tp.type ? ` extends ${this.type(tp.type)}` : ""}${tp.default ? ` = ${this.type(tp.default)}` : ""}`)
      .join(", ")}>`
  }

  parameters(s: Signature): string {
    return (s.parameters ?? [])
      .map((p) => `${p.flags.isRest ? "..." : ""}${p.name}${p.flags.isOptional ? "?" : ""}: ${this.type(p.type)}`)
      .join(", ")
  }

  /** `name<T>(a: A): R`; pass "" for an anonymous call signature. */
  callSignature(s: Signature, name: string): string {
    return `${name}${this.typeParameters(s)}(${this.parameters(s)}): ${this.type(s.type)}`
  }

  arrow(s: Signature): string {
    return `${this.typeParameters(s)}(${this.parameters(s)}) => ${this.type(s.type)}`
  }
}

const METHOD = 2048

function isFunctionType(d: Declaration): boolean {
  return d.signatures?.length === 1 && !d.children && !d.indexSignatures
}

const TYPED_ARRAYS = /^(Big)?(Int|Uint|Float)(8|16|32|64)(Clamped)?Array$|^DataView$|^Buffer$/

// TypeScript 5.7+ reports `Uint8Array` as `Uint8Array<ArrayBufferLike>`; the
// argument is implied and only adds noise to the page.
function isImplicitBufferArgument(ref: JSONOutput.ReferenceType, arg: SomeType): boolean {
  return TYPED_ARRAYS.test(ref.name) && arg.type === "reference" && arg.name === "ArrayBufferLike"
}
