/**
 * Web-platform globals that Rsvim's JavaScript runtime provides, following
 * the WinterTC common API for non-browser runtimes.
 *
 * Only what is listed here exists: Rsvim is not a browser, so there is no
 * `window` or `document`.
 *
 * @see [WinterTC Minimum Common API](https://common-min-api.proposal.wintertc.org/)
 *
 * @packageDocumentation
 */

/**
 * Functions available on {@link !globalThis} in every Rsvim script, without
 * an import.
 *
 * @example
 * ```javascript
 * const id = setTimeout(() => Rsvim.cmd.echo("tick"), 1000);
 * clearTimeout(id);
 * ```
 */
export interface GlobalThis {
  /**
   * Runs a function once, after a delay.
   *
   * @param callback - Function to call when the timer fires. It receives
   * `args` as its arguments.
   * @param delay - Milliseconds to wait before calling `callback`. A value
   * that is not a number from 1 to 2147483647 is replaced by `1`.
   * @param args - Extra values passed on to `callback`.
   * @returns An integer ID for the timer; pass it to {@link GlobalThis.clearTimeout}
   * to cancel the timer.
   * @throws {@link !Error} when `callback` is not a function.
   *
   * @example
   * ```javascript
   * setTimeout((name) => {
   *   Rsvim.cmd.echo(`Hello, ${name}`);
   * }, 500, "Rsvim");
   * ```
   *
   * @see {@link !setTimeout | setTimeout on MDN}
   */
  setTimeout(callback: (...args: any[]) => void, delay: number, ...args: any[]): number

  /**
   * Cancels a timer created with {@link GlobalThis.setTimeout} before it fires.
   * Cancelling a timer that already fired does nothing.
   *
   * @param id - The ID returned by `setTimeout`.
   * @throws {@link !Error} when `id` is not an integer.
   *
   * @example
   * ```javascript
   * const id = setTimeout(() => Rsvim.cmd.echo("never shown"), 1000);
   * clearTimeout(id);
   * ```
   *
   * @see {@link !clearTimeout | clearTimeout on MDN}
   */
  clearTimeout(id: number): void
}
