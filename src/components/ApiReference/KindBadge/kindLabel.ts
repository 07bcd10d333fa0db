/** What a symbol or member kind is called ("typeAlias" → "Type alias"); no stylesheet, so page heads can use it. */
const labels: Record<string, string> = {
  module: "Module",
  class: "Class",
  interface: "Interface",
  namespace: "Namespace",
  typeAlias: "Type alias",
  function: "Function",
  variable: "Variable",
  enum: "Enum",
  constructor: "Constructor",
  property: "Property",
  method: "Method",
  accessor: "Accessor",
  enumMember: "Enum member",
}

export function kindLabel(kind: string): string {
  return labels[kind] ?? kind
}
