/**
 * Every page the Docusaurus fixture (tests/fixtures/docusaurus-site) is built
 * into, by its site path, with the text of its h1 (null: the page has none,
 * as hide_title asks). The unit test of the content tree checks this list is
 * exactly the pages the build plans, so the browser test that visits each one
 * visits them all. (A page without a title or heading has no h1, as in
 * Docusaurus.)
 */
export const fixturePages: Readonly<Record<string, string | null>> = {
  "/blog": "Blog",
  "/blog/2024/05/01/welcome": "A folder post",
  "/blog/2024/05/10/releases/v1.0": "Version 1.0 released",
  "/blog/2024/06/01/guest-post": "A guest post",
  "/blog/2024/06/15/summer-notes": "Summer notes",
  "/blog/2024/07/01/quiet-notes": "Notes shared by link",
  "/blog/2024/07/15/untitled-notes": "untitled-notes",
  "/blog/2025/08/28/v0.1.2": "A single-file post",
  "/blog/archive": "Archive",
  "/blog/authors": "Authors",
  "/blog/authors/fixture-writer": "Fixture Writer",
  "/blog/authors/the-team": "Team account",
  "/blog/news/undated-welcome": "A post without a date in its name",
  "/blog/older-fields-post": "Written with the older author fields",
  "/blog/tags": "Tags",
  "/blog/tags/field-notes": '1 post tagged with "Field notes"',
  "/blog/tags/inline-topic": '1 post tagged with "Inline Topic"',
  "/blog/tags/quiet": '0 posts tagged with "Quiet notes"',
  "/blog/tags/releases": '2 posts tagged with "Releases"',
  "/blog/tags/welcome": '1 post tagged with "Welcome"',
  "/docs/0.9/02-extras/01-glossary": "Glossary",
  "/docs/0.9/basics/install": "Install the fixture",
  "/docs/0.9/changelog": "Changelog",
  "/docs/0.9/intro": "Fixture introduction",
  "/docs/0.9/start-here": "First run",
  "/docs/guides": "Guides",
  "/docs/guides/keys": "Keys",
  "/docs/intro": "Fixture introduction",
  "/docs/next/category/tutorials": "Tutorials",
  "/docs/next/guides": "Guides",
  "/docs/next/guides/keys": "Keys",
  "/docs/next/guides/window-layout": "Window layout",
  "/docs/next/intro": "Fixture introduction",
  "/docs/next/moved-guide": "A guide with its own URL",
  "/docs/next/reference/4.5.0": "Release 4.5.0",
  "/docs/next/reference/commands": "Commands you can run",
  "/docs/next/reference/key-map": null,
  "/docs/next/reference/options": "Options",
  "/docs/next/tutorials/bonus-lesson": "Bonus lesson",
  "/docs/next/tutorials/first-lesson": "First lesson",
  "/docs/next/tutorials/second-lesson": "Second lesson",
  "/guides/setup": "Setting up the fixture",
  "/notes": null,
  "/quiet-page": "A page shared by link",
  "/sponsor": "Sponsor",
}

/** Each version's root, a page that only leads to the version's first doc. */
export const fixtureVersionRoots: Readonly<Record<string, string>> = {
  "/docs": "/docs/guides",
  "/docs/0.9": "/docs/0.9/start-here",
  "/docs/next": "/docs/next/intro",
}
