/**
 * The open mobile menu's contents are a separate chunk: desktop readers never
 * download them, mobile readers fetch them when they reach for the toggle
 * (imported once, and again after a failed download). The chunk name is
 * stable so tests can find (and fail) it.
 */
import { loadOnce } from "../../../theme/loadOnce"

export const loadMobileSidebarContent = loadOnce(() => import(/* webpackChunkName: "mobile-menu" */ "./Content"))
