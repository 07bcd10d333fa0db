import React from "react"
import { Link } from "gatsby"
import * as styles from "./styles.module.css"

const strings = {
  list: "Pages in this category",
}

export interface DocCard {
  label: string
  url: string
  /** A doc's description, or how many items a category holds. */
  description?: string | null
}

/** A generated index page's cards: each item of the category with what it holds. */
export function DocCardList({ cards }: { cards: readonly DocCard[] }) {
  return (
    <ul className={styles.list} aria-label={strings.list}>
      {cards.map(card => (
        <li key={card.url}>
          <Link to={card.url} className={styles.card}>
            <span className={styles.label}>{card.label}</span>
            {card.description && <span className={styles.description}>{card.description}</span>}
          </Link>
        </li>
      ))}
    </ul>
  )
}
