import React from "react"
import { useDocsSidebarHidden } from "../../../theme/docsSidebarHidden"
import { Icon } from "../../Icon"
import * as styles from "./styles.module.css"

const strings = {
  collapse: "Collapse sidebar",
  expand: "Expand sidebar",
}

/**
 * The desktop sidebar column with its "Collapse sidebar" control, and the
 * thin strip with "Expand sidebar" that replaces it while hidden. Which one
 * shows is decided by CSS from <html data-docs-sidebar-hidden>, set before
 * paint, so a reload keeps the reader's choice without a jump. An <aside>
 * beside <main> (as Docusaurus has it), so the controls are in a landmark too.
 */
export function DocsSidebarContainer({ children }: { children: React.ReactNode }) {
  const { setHidden } = useDocsSidebarHidden()
  return (
    <aside className={styles.container}>
      <div className={styles.sidebar}>
        <div className={styles.scroll}>{children}</div>
        <button type="button" className={styles.collapse} onClick={() => setHidden(true)} aria-label={strings.collapse} title={strings.collapse}>
          <Icon name="collapse" />
        </button>
      </div>
      <button type="button" className={styles.expand} onClick={() => setHidden(false)} aria-label={strings.expand} title={strings.expand}>
        <Icon name="expand" />
      </button>
    </aside>
  )
}
