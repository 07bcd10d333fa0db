/** What the content-problem page (`gatsby develop` only) says, and the page context it is given. */
export const strings = {
  title: "This page could not be built",
  text: (file: string) => `${file} has a problem that keeps it from becoming a page. Every other page still works.`,
}

export interface ProblemContext {
  file: string
  contentProblems: string[]
}
