/**
 * An error in the site's content (front matter, links, YAML), carrying the
 * file it came from so the build message points a writer straight at it.
 */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly problem: string
  ) {
    super(`${file}: ${problem}`)
    this.name = "ContentError"
  }
}

/** Several problems of one file, found in one reading so the writer sees them all at once. */
export class ContentErrors extends Error {
  constructor(readonly errors: ContentError[]) {
    super(errors.map(error => error.message).join("\n"))
    this.name = "ContentErrors"
  }
}

/** The problems a thrown error stands for: one, several, or none when it is no content problem. */
export function contentErrorsOf(error: unknown): ContentError[] | null {
  if (error instanceof ContentError) return [error]
  if (error instanceof ContentErrors) return error.errors
  return null
}

interface YamlException extends Error {
  reason?: string
  mark?: { line?: number }
}

/**
 * A js-yaml error as a content problem at the line of `file` it points to.
 * `lineOffset` is the number of file lines before the YAML text (front matter
 * starts after its opening "---"); js-yaml counts lines from 0.
 */
export function yamlContentError(file: string, error: unknown, label: string, lineOffset = 0): ContentError {
  const problem = error as YamlException
  const line = typeof problem.mark?.line === "number" ? problem.mark.line + 1 + lineOffset : null
  const reason = problem.reason ?? problem.message.split("\n")[0]
  return new ContentError(line === null ? file : `${file}:${line}`, `${label}: ${reason}`)
}

/** Joins many content errors into one message so a build reports them all at once. */
export function formatContentErrors(errors: ContentError[]): string {
  const lines = errors.map(error => `  - ${error.message}`)
  return `${errors.length} content problem(s):\n${lines.join("\n")}`
}

/** Joins content warnings into one message, as formatContentErrors does for problems. */
export function formatContentWarnings(warnings: ContentError[]): string {
  return `${warnings.length} content warning(s):\n${warnings.map(warning => `  - ${warning.message}`).join("\n")}`
}
