/**
 * Web-platform globals that Rsvim's JavaScript runtime provides, following
 * the WinterTC common API for non-browser runtimes.
 *
 * These are the web-style functions Rsvim adds to the global object, next to
 * the ECMAScript built-ins of V8. Rsvim is not a browser: there is no
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
 * const id = setInterval(() => Rsvim.cmd.echo("tick"), 1000);
 * setTimeout(() => clearInterval(id), 5000);
 * ```
 */
export interface GlobalThis {
  /**
   * Stops a repeating timer created with {@link GlobalThis.setInterval}.
   *
   * @param id - The ID returned by `setInterval`.
   * @throws {@link !TypeError} when `id` is not an integer.
   *
   * @example
   * ```javascript
   * const id = setInterval(() => Rsvim.cmd.echo("tick"), 1000);
   * clearInterval(id);
   * ```
   *
   * @see {@link !clearInterval | clearInterval on MDN}
   * @since 0.1.3-alpha.2
   */
  clearInterval(id: number): void

  /**
   * Cancels a timer created with {@link GlobalThis.setTimeout} before it fires.
   * Cancelling a timer that already fired does nothing.
   *
   * @param id - The ID returned by `setTimeout`.
   * @throws {@link !TypeError} when `id` is not an integer.
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

  /**
   * Schedules a function to run as a microtask: after the current script or
   * callback finishes, before the editor handles its next event.
   *
   * @param callback - Function to run. It receives no arguments. An
   * exception it throws is passed to {@link GlobalThis.reportError}.
   * @throws {@link !TypeError} when `callback` is not a function.
   *
   * @example
   * ```javascript
   * queueMicrotask(() => Rsvim.cmd.echo("second"));
   * Rsvim.cmd.echo("first");
   * ```
   *
   * @see {@link !queueMicrotask | queueMicrotask on MDN}
   * @since 0.1.3-alpha.2
   */
  queueMicrotask(callback: () => void): void

  /**
   * Reports a value as an uncaught exception without interrupting the code
   * that reports it, much like throwing it from a `setTimeout` callback with
   * no delay, but immediately.
   *
   * @param error - The value to report, usually an {@link !Error}.
   *
   * The error's message appears in the command-line.
   *
   * @example
   * ```javascript
   * try {
   *   JSON.parse("not json");
   * } catch (e) {
   *   reportError(e);
   * }
   * ```
   *
   * @see {@link !reportError | reportError on MDN}
   * @since 0.1.3-alpha.2
   */
  reportError(error: any): void

  /**
   * Calls a function repeatedly, waiting a fixed time between calls.
   *
   * @param callback - Function to call on every tick. It receives `args` as
   * its arguments.
   * @param delay - Milliseconds between calls. Defaults to `1` when omitted
   * or `null`. Any other value must already be a number: a numeric string
   * such as `"500"` is rejected, not converted. A number outside 1 to
   * 2147483647 is moved to the nearest end of that range, a fraction is cut
   * down to whole milliseconds, and `NaN` slips past the range check and
   * ends up as a delay of 0.
   * @param args - Extra values passed on to `callback`.
   * @returns An integer ID for the timer; pass it to {@link GlobalThis.clearInterval}
   * to stop it.
   * @throws {@link !TypeError} when `callback` is not a function, or `delay`
   * is not a number, `undefined` or `null`.
   *
   * @example
   * ```javascript
   * let n = 0;
   * const id = setInterval(() => {
   *   n += 1;
   *   if (n === 3) clearInterval(id);
   * }, 200);
   * ```
   *
   * @see {@link !setInterval | setInterval on MDN}
   * @since 0.1.3-alpha.2
   */
  setInterval(callback: (...args: any[]) => void, delay?: number, ...args: any[]): number

  /**
   * Runs a function once, after a delay.
   *
   * @param callback - Function to call when the timer fires. It receives
   * `args` as its arguments.
   * @param delay - Milliseconds to wait before calling `callback`. Defaults
   * to `1` when omitted or `null`. Any other value must already be a number:
   * a numeric string such as `"500"` is rejected, not converted. A number
   * outside 1 to 2147483647 is moved to the nearest end of that range, a
   * fraction is cut down to whole milliseconds, and `NaN` slips past the
   * range check and ends up as a delay of 0.
   * @param args - Extra values passed on to `callback`.
   * @returns An integer ID for the timer; pass it to {@link GlobalThis.clearTimeout}
   * to cancel the timer.
   * @throws {@link !TypeError} when `callback` is not a function, or `delay`
   * is not a number, `undefined` or `null`.
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
  setTimeout(callback: (...args: any[]) => void, delay?: number, ...args: any[]): number
}

/**
 * Information about the current module, available as `import.meta` in every
 * Rsvim module.
 *
 * Rsvim loads modules only from the local file system, so every module has
 * a file name and a directory.
 *
 * @example
 * ```javascript
 * Rsvim.cmd.echo(`Running ${import.meta.filename}`);
 * ```
 *
 * @see {@link !ImportMeta | import.meta on MDN}
 */
export interface ImportMeta {
  /**
   * The module's file as a `file://` URL.
   *
   * @example
   * ```javascript
   * Rsvim.cmd.echo(import.meta.url); // e.g. "file:///home/alice/.rsvim/rsvim.js"
   * ```
   */
  get url(): string

  /**
   * The absolute path of the module's file.
   *
   * @example
   * ```javascript
   * Rsvim.cmd.echo(import.meta.filename); // e.g. "/home/alice/.rsvim.js"
   * ```
   *
   * @since 0.1.3-alpha.2
   */
  get filename(): string

  /**
   * The absolute path of the directory holding the module's file.
   *
   * @example
   * ```javascript
   * Rsvim.cmd.echo(import.meta.dirname); // e.g. "/home/alice"
   * ```
   *
   * @since 0.1.3-alpha.2
   */
  get dirname(): string

  /**
   * Whether this module is the configuration entry point the editor loaded
   * at start-up, rather than a module imported from it.
   *
   * @example
   * ```javascript
   * if (import.meta.main) {
   *   Rsvim.cmd.echo("config loaded");
   * }
   * ```
   */
  get main(): boolean

  /**
   * Resolves a module specifier the way an `import` from this module would,
   * without loading it.
   *
   * @param specifier - The specifier to resolve, e.g. `"./utils.js"` or a
   * package name.
   * @returns The absolute file-system path of the module the specifier
   * leads to (a path, not a `file://` URL).
   * @throws {@link !TypeError} when no specifier is given or it cannot be
   * resolved.
   *
   * @example
   * ```javascript
   * const path = import.meta.resolve("./utils.js");
   * Rsvim.cmd.echo(path); // e.g. "/home/alice/.rsvim/utils.js"
   * ```
   */
  resolve(specifier: string): string
}
