/**
 * Web-platform globals that Rsvim's JavaScript runtime provides, following
 * the WinterTC common API for non-browser runtimes.
 *
 * In v0.1.2 Rsvim adds only the two timer functions below to the global
 * object. It is not a browser: there is no `window` or `document`.
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
   * @param delay - Milliseconds to wait before calling `callback`. It is
   * first converted to a number the way `delay * 1` converts it, so the string
   * `"500"` means 500 ms and `true` means 1 ms. If the result is not from 1 to
   * 2147483647 (`0`, a negative number, `NaN` from a non-numeric string or a
   * missing delay, a larger number), the delay becomes 1 ms. A fractional
   * delay is cut down to whole milliseconds.
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
