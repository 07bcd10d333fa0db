/** Raised when the declarations cannot produce a complete, fully linked reference. */
export class ApiIntegrityError extends Error {
  readonly problems: string[]

  constructor(headline: string, problems: string[]) {
    super([headline, ...problems.map((p) => `  - ${p}`)].join("\n"))
    this.name = "ApiIntegrityError"
    this.problems = problems
  }
}
