import React from "react"
import { sourceRepository } from "../../config/site"
import * as styles from "./styles.module.css"

const strings = {
  title: "What Rsvim is for",
  leadBeforeLink: "Rsvim is at an early stage and not ready for daily use yet. These are the goals in its ",
  leadLink: "README",
  leadAfterLink: ", and which of them already work.",
  available: "Works today",
  goal: "Goal",
}

const readmeUrl = `${sourceRepository}#readme`

interface Feature {
  title: string
  body: string
  /** True for what the editor does today, false for a goal it has not reached yet. */
  available: boolean
}

// Every line comes from the editor's README (its goals) or from what v0.1.2 ships;
// goals are labelled as goals, so the home page never promises what does not exist.
const features: Feature[] = [
  {
    title: "Vim at heart",
    body: "Follows the features, concepts and philosophy of Vim and Neovim. Normal, insert and command-line modes work today.",
    available: true,
  },
  {
    title: "Scripted in JavaScript and TypeScript",
    body: "A V8 engine runs your configuration as ES modules, with TypeScript transpiled as it loads: no build step.",
    available: true,
  },
  {
    title: "Fast, on every core",
    body: "Built from scratch in Rust on Tokio, aiming to use every CPU core and never freeze.",
    available: false,
  },
  {
    title: "A terminal UI engine",
    body: "A capable engine for the terminal interface, with widgets, event handlers and layouts.",
    available: false,
  },
  {
    title: "Editing together",
    body: "An editing service that several users can reach remotely and work in at the same time.",
    available: false,
  },
  {
    title: "At home in the shell",
    body: "A text processing tool that integrates with your shell environment.",
    available: false,
  },
]

/** The home page's feature highlights: the project's goals, and which of them already work. */
export function HomeFeatures() {
  return (
    <section className={styles.section} aria-labelledby="features-title">
      <h2 id="features-title" className={styles.title}>
        {strings.title}
      </h2>
      <p className={styles.lead}>
        {strings.leadBeforeLink}
        <a href={readmeUrl}>{strings.leadLink}</a>
        {strings.leadAfterLink}
      </p>
      <ul className={styles.features}>
        {features.map(feature => (
          <li key={feature.title} className={styles.feature}>
            <h3>{feature.title}</h3>
            <p>{feature.body}</p>
            <p className={feature.available ? styles.available : styles.goal}>{feature.available ? strings.available : strings.goal}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
