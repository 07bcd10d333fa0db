import React from "react"
import * as styles from "./styles.module.css"

const features = [
  {
    title: "Vim at heart",
    body: "Modal editing, the keys your fingers already know, and a terminal-first interface that starts instantly.",
  },
  {
    title: "Built in Rust",
    body: "A memory-safe core designed for large files and a responsive screen, with multi-threaded work kept off the UI.",
  },
  {
    title: "Scripted in TypeScript",
    body: "Configure and extend the editor with JavaScript or TypeScript through a typed Rsvim API, with a V8 engine inside.",
  },
  {
    title: "Modern modules",
    body: "Split your configuration into ES modules and reuse npm packages instead of learning a bespoke plugin language.",
  },
]

/** The home page's feature highlights. */
export function HomeFeatures() {
  return (
    <section className={styles.features} aria-labelledby="features-title">
      <h2 id="features-title" className="visually-hidden">
        Features
      </h2>
      {features.map(feature => (
        <div key={feature.title} className={styles.feature}>
          <h3>{feature.title}</h3>
          <p>{feature.body}</p>
        </div>
      ))}
    </section>
  )
}
