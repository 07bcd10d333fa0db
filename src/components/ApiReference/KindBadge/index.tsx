import React from "react"
import * as styles from "./styles.module.css"

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

/** A small label naming what a symbol or member is. */
export function KindBadge({ kind }: { kind: string }) {
  // Class names carry a prefix: "interface" is a reserved word in the CSS module's exports.
  const variant = styles[`kind${kind.charAt(0).toUpperCase()}${kind.slice(1)}`] ?? ""
  return <span className={`${styles.badge} ${variant}`}>{kindLabel(kind)}</span>
}
