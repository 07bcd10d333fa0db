/** Reports client-side page changes to whatever the loader started (nothing under Do-Not-Track). */
import { reportRouteChange } from "../../src/analytics/reportRouteChange"

export const onRouteUpdate = ({ location }, { gtmId = null }) => {
  if (process.env.NODE_ENV !== "production") return
  reportRouteChange(window, location, { tagManager: Boolean(gtmId) })
}
