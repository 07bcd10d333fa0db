/**
 * Which hit URLs search may follow or store. A hit comes from a hosted index
 * or from localStorage, both outside the site's control, so a URL is used only
 * when it is a path of this site (`/docs/...`) or an absolute http(s) URL;
 * anything else (`javascript:`, `data:`, protocol-relative `//host`, relative
 * paths) is dropped.
 */

/** Characters the URL parser strips or treats as a path separator, which could turn a path into another host. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const unsafeCharacters = /[\u0000-\u001f\u007f\\]/

export type HitLink = { kind: "path"; url: string } | { kind: "absolute"; url: string }

/** The URL as search may use it, or null when it must not be followed. */
export function hitLink(url: unknown): HitLink | null {
  if (typeof url !== "string" || url === "" || unsafeCharacters.test(url)) return null
  if (url.startsWith("/")) return url.startsWith("//") ? null : { kind: "path", url }
  if (!/^https?:\/\//i.test(url)) return null
  try {
    const parsed = new URL(url)
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? { kind: "absolute", url: parsed.href } : null
  } catch {
    return null
  }
}

export function isFollowableUrl(url: unknown): url is string {
  return hitLink(url) !== null
}
