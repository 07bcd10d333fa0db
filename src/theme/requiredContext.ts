import { createContext, useContext, type Context } from "react"

/**
 * A context whose hook fails loudly when its provider is missing, naming both,
 * instead of handing components a silent default that hides a wiring mistake.
 */
export function createRequiredContext<T>(providerName: string, hookName: string): [Context<T | null>, () => T] {
  const context = createContext<T | null>(null)
  context.displayName = providerName
  const useRequired = (): T => {
    const value = useContext(context)
    if (value === null) throw new Error(`${hookName}() is used outside <${providerName}>. Wrap the tree in it (src/theme/ThemeProviders.tsx).`)
    return value
  }
  return [context, useRequired]
}
