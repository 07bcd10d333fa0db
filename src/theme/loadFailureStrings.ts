/** What the page says when its code could not load and the site cannot be reached (src/theme/earlyActions.ts). */
export const loadFailureStrings = {
  offline: "This page could not load its controls, and the site cannot be reached right now. Check your connection.",
  retry: "Try again",
}
