import type { JSONOutput } from "typedoc"
import GithubSlugger from "github-slugger"
import { PAGE_HEADING_IDS } from "./pageOutline"
import type { ApiModuleName, ApiSymbolKind } from "./types"

type Declaration = JSONOutput.DeclarationReflection
type Container = JSONOutput.ProjectReflection | Declaration

/** TypeDoc's ReflectionKind values; copied so this stays a pure data transform. */
export const Kind = {
  Module: 2,
  Namespace: 4,
  Enum: 8,
  EnumMember: 16,
  Variable: 32,
  Function: 64,
  Class: 128,
  Interface: 256,
  Constructor: 512,
  Property: 1024,
  Method: 2048,
  Accessor: 262144,
  TypeAlias: 2097152,
} as const

const symbolKinds = new Map<number, { kind: ApiSymbolKind; folder: string }>([
  [Kind.Namespace, { kind: "namespace", folder: "namespaces" }],
  [Kind.Class, { kind: "class", folder: "classes" }],
  [Kind.Interface, { kind: "interface", folder: "interfaces" }],
  [Kind.TypeAlias, { kind: "typeAlias", folder: "type-aliases" }],
  [Kind.Function, { kind: "function", folder: "functions" }],
  [Kind.Variable, { kind: "variable", folder: "variables" }],
  [Kind.Enum, { kind: "enum", folder: "enums" }],
])

const memberKinds = new Set<number>([Kind.Constructor, Kind.Property, Kind.Method, Kind.Accessor, Kind.EnumMember])
const moduleNames = new Set<string>(["rsvim", "web"])

export interface SymbolEntry {
  reflection: Declaration
  id: string
  kind: ApiSymbolKind
  module: ApiModuleName
  name: string
  qualifiedName: string
  docPath: string
  parentId: string | null
  children: SymbolEntry[]
  members: MemberEntry[]
}

export interface MemberEntry {
  reflection: Declaration
  owner: SymbolEntry
  anchor: string
  id: string
}

export interface ReflectionIndex {
  /** Depth-first: each module, then everything inside it. */
  symbols: SymbolEntry[]
  byReflectionId: Map<number, SymbolEntry | MemberEntry>
  /** `<module>:<qualifiedName>`; a name can hold an interface and a namespace at once. */
  byQualifiedName: Map<string, SymbolEntry[]>
}

function isPublic(r: Declaration): boolean {
  return !r.flags.isPrivate && !r.flags.isProtected && !r.name.startsWith("#")
}

function isMember(r: Declaration): boolean {
  // A constructor without sources is the implicit one TypeDoc adds to every class.
  if (r.kind === Kind.Constructor && !r.sources?.length) return false
  return memberKinds.has(r.kind) && isPublic(r)
}

function modulesOf(project: JSONOutput.ProjectReflection): Declaration[] {
  const modules = (project.children ?? []).filter((c) => c.kind === Kind.Module)
  for (const m of modules) {
    if (!moduleNames.has(m.name)) {
      throw new Error(`API declarations: unexpected module "${m.name}"; expected the files rsvim.d.ts and web.d.ts`)
    }
  }
  if (modules.length === 0) throw new Error("API declarations: TypeDoc produced no modules")
  return modules
}

/** First pass: give every page and member its id, path and anchor so links can resolve in any order. */
export function indexReflections(project: JSONOutput.ProjectReflection, version: string): ReflectionIndex {
  const index: ReflectionIndex = { symbols: [], byReflectionId: new Map(), byQualifiedName: new Map() }

  const add = (entry: SymbolEntry) => {
    index.symbols.push(entry)
    index.byReflectionId.set(entry.reflection.id, entry)
    const key = `${entry.module}:${entry.qualifiedName}`
    index.byQualifiedName.set(key, [...(index.byQualifiedName.get(key) ?? []), entry])
  }

  const addMembers = (entry: SymbolEntry) => {
    const slugger = new GithubSlugger()
    // The page's own headings keep their ids; a member with the same name gets a suffix.
    for (const id of PAGE_HEADING_IDS) slugger.slug(id)
    for (const child of entry.reflection.children ?? []) {
      if (!isMember(child)) continue
      const anchor = slugger.slug(child.flags.isStatic ? `static-${child.name}` : child.name)
      const member: MemberEntry = { reflection: child, owner: entry, anchor, id: `${entry.id}#${anchor}` }
      entry.members.push(member)
      index.byReflectionId.set(child.id, member)
      for (const sig of [...(child.signatures ?? []), child.getSignature, child.setSignature]) {
        if (sig) index.byReflectionId.set(sig.id, member)
      }
    }
  }

  const visit = (container: Container, parent: SymbolEntry) => {
    for (const child of container.children ?? []) {
      const info = symbolKinds.get(child.kind)
      if (!info || !isPublic(child)) continue
      const qualifiedName = parent.kind === "module" ? child.name : `${parent.qualifiedName}.${child.name}`
      const base = `api:${version}:${parent.module}:${qualifiedName}`
      const entry: SymbolEntry = {
        reflection: child,
        id: info.kind === "namespace" ? `${base}:namespace` : base,
        kind: info.kind,
        module: parent.module,
        name: child.name,
        qualifiedName,
        docPath: `${parent.docPath}/${info.folder}/${child.name}`,
        parentId: parent.id,
        children: [],
        members: [],
      }
      parent.children.push(entry)
      add(entry)
      if (info.kind === "namespace") visit(child, entry)
      else addMembers(entry)
    }
  }

  for (const m of modulesOf(project)) {
    const entry: SymbolEntry = {
      reflection: m,
      id: `api:${version}:${m.name}`,
      kind: "module",
      module: m.name as ApiModuleName,
      name: m.name,
      qualifiedName: m.name,
      docPath: `api/${m.name}`,
      parentId: null,
      children: [],
      members: [],
    }
    add(entry)
    visit(m, entry)
  }
  return index
}
