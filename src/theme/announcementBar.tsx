/**
 * Whether the announcement bar shows. Closing it stores the announcement's id,
 * so a later announcement (new id) shows again for everyone. The server
 * renders the bar; the head script hides it before paint if it was closed.
 */
import React, { useCallback, useEffect, useMemo, useState } from "react"
import { siteConfig } from "../config/site"
import { isAnnouncementDismissed, preferences } from "./preferences"
import { createRequiredContext } from "./requiredContext"

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

export function AnnouncementBarProvider({ children }: { children: React.ReactNode }) {
  const id = siteConfig.announcementBar?.id ?? null
  const [isActive, setActive] = useState(id !== null)

  useEffect(() => {
    if (id === null) return
    const dismissed = isAnnouncementDismissed(preferences.announcement.get(), id)
    if (!dismissed) document.documentElement.removeAttribute(dismissedAttribute)
    setActive(!dismissed)
  }, [id])

  const close = useCallback(() => {
    if (id === null) return
    preferences.announcement.set({ id, dismissed: true })
    document.documentElement.setAttribute(dismissedAttribute, "true")
    setActive(false)
  }, [id])

  const value = useMemo(() => ({ isActive, close }), [isActive, close])
  return <AnnouncementBarContext.Provider value={value}>{children}</AnnouncementBarContext.Provider>
}
