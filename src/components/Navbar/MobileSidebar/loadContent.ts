/**
 * The open mobile menu (its contents and its modal behaviour) is a separate
 * chunk: desktop readers never download it, mobile readers fetch it when they
 * reach for the toggle. The chunk name is stable so tests can find (and fail) it.
 */
export const loadMobileSidebarContent = () => import(/* webpackChunkName: "mobile-menu" */ "./OpenMenu")
