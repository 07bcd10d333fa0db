// The two Google plugins ship plain JavaScript; the analytics tests run their gatsby-ssr.js as a build would.
declare module "gatsby-plugin-google-gtag/gatsby-ssr.js" {
  export const onRenderBody: (...args: never[]) => unknown
}
declare module "gatsby-plugin-google-tagmanager/gatsby-ssr.js" {
  export const onRenderBody: (...args: never[]) => unknown
}
