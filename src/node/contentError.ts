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

/** Joins many content errors into one message so a build reports them all at once. */
export function formatContentErrors(errors: ContentError[]): string {
  const lines = errors.map(error => `  - ${error.message}`)
  return `${errors.length} content problem(s):\n${lines.join("\n")}`
}
