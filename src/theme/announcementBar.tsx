/**
 * Whether the announcement bar shows. Closing it stores the announcement's id,
 * so a later announcement (new id) shows again for everyone. The server
 * renders the bar; the head script hides it before paint if it was closed,
 * and closing it in one tab closes it in the others.
 */
import React, { useCallback, useMemo } from "react"
import { siteConfig } from "../config/site"
import { isAnnouncementDismissed, preferences, type AnnouncementDismissal } from "./preferences"
import { createRequiredContext } from "./requiredContext"
import { useDocumentPreference } from "./useStorageSlot"

interface AnnouncementBarValue {
  /** True while the bar should be visible. */
  isActive: boolean
  close: () => void
}

const [AnnouncementBarContext, useAnnouncementBarContext] = createRequiredContext<AnnouncementBarValue>(
  "AnnouncementBarProvider",
  "useAnnouncementBar"
)

export const useAnnouncementBar = useAnnouncementBarContext

export const dismissedAttribute = "data-announcement-dismissed"

const announcementId = siteConfig.announcementBar?.id ?? null

const showDismissal = (dismissal: AnnouncementDismissal | null) =>
  document.documentElement.toggleAttribute(dismissedAttribute, announcementId !== null && isAnnouncementDismissed(dismissal, announcementId))

export function AnnouncementBarProvider({ children }: { children: React.ReactNode }) {
  const [dismissal, saveDismissal] = useDocumentPreference(preferences.announcement, null, showDismissal)
  const isActive = announcementId !== null && !isAnnouncementDismissed(dismissal, announcementId)

  const close = useCallback(() => {
    if (announcementId !== null) saveDismissal({ id: announcementId, dismissed: true })
  }, [saveDismissal])

  const value = useMemo(() => ({ isActive, close }), [isActive, close])
  return <AnnouncementBarContext.Provider value={value}>{children}</AnnouncementBarContext.Provider>
}
