// Gatsby's placeholder for a slice in server rendering (plain JS in gatsby/cache-dir, no types shipped).
declare module "gatsby/cache-dir/slice/server-slice-renderer" {
  import type { ReactNode } from "react"
  export function ServerSliceRenderer(props: { sliceId: string; children?: ReactNode }): ReactNode
}
