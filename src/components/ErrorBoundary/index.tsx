import React from "react"

export interface ErrorFallbackProps {
  error: Error
  /** Clears the error and renders the children again. */
  tryAgain: () => void
}

interface ErrorBoundaryProps {
  children: React.ReactNode
  fallback: (props: ErrorFallbackProps) => React.ReactNode
  /** A change of this value (e.g. the page path) clears a previous error. */
  resetKey?: unknown
}

interface ErrorBoundaryState {
  error: Error | null
}

/**
 * Catches rendering errors below it so one broken part does not blank the
 * whole site. React only offers this as a class component.
 */
export class ErrorBoundary extends React.Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null }

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  componentDidUpdate(previous: ErrorBoundaryProps) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null })
  }

  componentDidCatch(error: Error, info: React.ErrorInfo) {
    // Keep the details for whoever opens the console; readers see the fallback.
    console.error("Rendering failed:", error, info.componentStack)
  }

  tryAgain = () => this.setState({ error: null })

  render() {
    const { error } = this.state
    return error ? this.props.fallback({ error, tryAgain: this.tryAgain }) : this.props.children
  }
}
