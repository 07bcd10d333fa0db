/**
 * The mobile menu's contents are a separate chunk: desktop readers never
 * download them, mobile readers fetch them when they reach for the toggle.
 * The chunk name is stable so tests can find (and fail) it.
 */
export const loadMobileSidebarContent = () => import(/* webpackChunkName: "mobile-menu" */ "./Content")
