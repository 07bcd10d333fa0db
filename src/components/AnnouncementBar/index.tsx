import React from "react"
import { Link } from "gatsby"
import { siteConfig } from "../../config/site"
import { useAnnouncementBar } from "../../theme/announcementBar"
import { Icon } from "../Icon"
import * as styles from "./styles.module.css"

const strings = {
  label: "Announcement",
  close: "Close",
}

/** The dismissible strip above the navbar; its text and id come from the site config. */
export function AnnouncementBar() {
  const { isActive, close } = useAnnouncementBar()
  const config = siteConfig.announcementBar
  if (!config || !isActive) return null
  const { link } = config
  return (
    <div className={styles.bar} role="region" aria-label={strings.label}>
      <p className={styles.content}>
        {config.text}
        {link && (
          <>
            {" "}
            {link.to.startsWith("/") ? (
              <Link to={link.to}>{link.label}</Link>
            ) : (
              <a href={link.to} target="_blank" rel="noopener noreferrer">
                {link.label}
              </a>
            )}
          </>
        )}
      </p>
      <button type="button" className={styles.close} aria-label={strings.close} onClick={close}>
        <Icon name="close" size={16} />
      </button>
    </div>
  )
}
