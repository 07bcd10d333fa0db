// Types for the unit tests, which call the plugin as a build does.
export declare function onRenderBody(
  api: { setHeadComponents(components: unknown[]): void },
  options: { gtagIds?: readonly string[]; gtmId?: string | null },
): void
