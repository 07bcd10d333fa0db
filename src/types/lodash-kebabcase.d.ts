// lodash's kebabCase on its own (the package ships no types, and @types/lodash is not installed).
declare module "lodash/kebabCase" {
  function kebabCase(text?: string): string
  export default kebabCase
}
