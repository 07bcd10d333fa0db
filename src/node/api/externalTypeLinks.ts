/**
 * Documentation pages for names the declarations use but do not define:
 * JavaScript built-ins and web APIs on MDN, TypeScript utility types in the
 * TypeScript handbook (MDN does not cover those).
 */
const MDN = "https://developer.mozilla.org/en-US/docs"
const JS_GLOBAL = `${MDN}/Web/JavaScript/Reference/Global_Objects`
const TS_UTILITY = "https://www.typescriptlang.org/docs/handbook/utility-types.html"

const jsGlobals = [
  "AggregateError", "Array", "ArrayBuffer", "BigInt", "BigInt64Array", "BigUint64Array",
  "Boolean", "DataView", "Date", "Error", "EvalError", "Float32Array", "Float64Array",
  "Function", "Int8Array", "Int16Array", "Int32Array", "Iterator", "JSON", "Map", "Math",
  "Number", "Object", "Promise", "Proxy", "RangeError", "ReferenceError", "Reflect",
  "RegExp", "Set", "SharedArrayBuffer", "String", "Symbol", "SyntaxError", "TypeError",
  "URIError", "Uint8Array", "Uint8ClampedArray", "Uint16Array", "Uint32Array", "WeakMap",
  "WeakRef", "WeakSet", "globalThis",
]

const webApis: Record<string, string> = {
  setTimeout: `${MDN}/Web/API/Window/setTimeout`,
  clearTimeout: `${MDN}/Web/API/Window/clearTimeout`,
  setInterval: `${MDN}/Web/API/Window/setInterval`,
  clearInterval: `${MDN}/Web/API/Window/clearInterval`,
  queueMicrotask: `${MDN}/Web/API/Window/queueMicrotask`,
  reportError: `${MDN}/Web/API/Window/reportError`,
  structuredClone: `${MDN}/Web/API/Window/structuredClone`,
  TextEncoder: `${MDN}/Web/API/TextEncoder`,
  TextDecoder: `${MDN}/Web/API/TextDecoder`,
  URL: `${MDN}/Web/API/URL`,
  AbortController: `${MDN}/Web/API/AbortController`,
  AbortSignal: `${MDN}/Web/API/AbortSignal`,
  ImportMeta: `${MDN}/Web/JavaScript/Reference/Operators/import.meta`,
  "import.meta": `${MDN}/Web/JavaScript/Reference/Operators/import.meta`,
}

const tsUtilities = [
  "Awaited", "Partial", "Required", "Readonly", "Record", "Pick", "Omit", "Exclude",
  "Extract", "NonNullable", "Parameters", "ConstructorParameters", "ReturnType",
  "InstanceType", "ThisParameterType", "OmitThisParameter",
]

const table = new Map<string, string>([
  ...jsGlobals.map((name): [string, string] => [name, `${JS_GLOBAL}/${name}`]),
  ...Object.entries(webApis),
  // The handbook's per-type anchors are unstable, so link the page itself.
  ...tsUtilities.map((name): [string, string] => [name, TS_UTILITY]),
])

/** URL documenting a global name such as `Promise` or `!Error`, or `null` if unknown. */
export function externalTypeUrl(name: string): string | null {
  return table.get(name.replace(/^!/, "")) ?? null
}
