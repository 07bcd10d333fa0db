/** Types for scripts/search-push.mjs (imported by its tests). */
export declare const BATCH_SIZE: number
export declare class PushError extends Error {}
export interface PushConfig {
  appId: string
  adminKey: string
  indexName: string
  hosts: string | undefined
}
export declare function readPushConfig(env: Record<string, string | undefined>): PushConfig
export declare function parseHostList(list: string): { url: string; accept: "readWrite"; protocol: "http" | "https"; port?: number }[]
export declare function readBuildOutput(dir: string): Promise<{ records: { objectID: string; url: string }[]; settings: Record<string, unknown> }>
export declare function pushRecords(options: {
  client: unknown
  indexName: string
  records: unknown[]
  settings: Record<string, unknown>
  batchSize?: number
  output?: { write(text: string): unknown; isTTY?: boolean }
}): Promise<void>
