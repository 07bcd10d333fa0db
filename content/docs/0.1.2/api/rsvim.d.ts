/**
 * Editor APIs reachable from JavaScript through the global `Rsvim` object.
 *
 * Your configuration script (and any module it imports) runs inside Rsvim's
 * JavaScript runtime, where `Rsvim` is always defined. Its properties group
 * the APIs by area: {@link Rsvim.buf | buffers}, {@link Rsvim.cmd | the command-line},
 * {@link Rsvim.opt | options} and {@link Rsvim.rt | the runtime itself}.
 *
 * @packageDocumentation
 */

/**
 * The type of the global `Rsvim` object, the entry point to every editor API.
 *
 * There is exactly one instance, created by the editor before your
 * configuration runs. You never construct it yourself; read its properties
 * instead.
 *
 * @example
 * ```javascript
 * // A shorter name for the global object.
 * const vim = Rsvim;
 * vim.opt.wrap = false;
 * ```
 *
 * @see {@link RsvimBuf}, {@link RsvimCmd}, {@link RsvimOpt} and {@link RsvimRt} for what each property offers.
 */
export declare class Rsvim {
  /**
   * Buffer APIs: find buffers and save them to disk.
   *
   * @example
   * ```javascript
   * const ids = Rsvim.buf.list();
   * ```
   */
  readonly buf: RsvimBuf

  /**
   * Command-line APIs, such as printing a message.
   *
   * @example
   * ```javascript
   * Rsvim.cmd.echo("Loaded my config");
   * ```
   */
  readonly cmd: RsvimCmd

  /**
   * Global editor options: wrapping, tabs and file format.
   *
   * @example
   * ```javascript
   * Rsvim.opt.tabStop = 4;
   * ```
   */
  readonly opt: RsvimOpt

  /**
   * Runtime APIs that control the editor process itself.
   *
   * @example
   * ```javascript
   * Rsvim.rt.exit();
   * ```
   */
  readonly rt: RsvimRt
}

/**
 * Buffer APIs, available as `Rsvim.buf`.
 *
 * A buffer holds the text of a file loaded into the editor. Each buffer has a
 * numeric ID; the functions below hand out IDs and take them back as
 * arguments.
 *
 * @example
 * ```javascript
 * const buf = Rsvim.buf;
 * const id = buf.current();
 * ```
 */
export declare class RsvimBuf {
  /**
   * Returns the ID of the current buffer, the one shown in the window that
   * holds the cursor.
   *
   * While the editor is still starting up no window or buffer exists yet, so
   * code that runs that early gets `null`. After start-up there is always a
   * current buffer.
   *
   * @returns The current buffer's ID, or `null` before the editor has
   * created its first window.
   *
   * @example
   * ```javascript
   * const id = Rsvim.buf.current();
   * if (id !== null) {
   *   Rsvim.cmd.echo(`Current buffer: ${id}`);
   * }
   * ```
   */
  current(): number | null

  /**
   * Returns the IDs of all buffers.
   *
   * @returns An array of buffer IDs. It is empty before the editor has
   * created its first buffer, and has at least one entry afterwards.
   *
   * @example
   * ```javascript
   * for (const id of Rsvim.buf.list()) {
   *   Rsvim.cmd.echo(`Buffer ${id}`);
   * }
   * ```
   */
  list(): number[]

  /**
   * Saves a buffer's text to its file, blocking until the write is done.
   *
   * The buffer's text is written exactly as it is, line endings included;
   * nothing is converted on the way to the file.
   *
   * @param bufId - ID of the buffer to save, as returned by {@link RsvimBuf.current}
   * or {@link RsvimBuf.list}.
   * @returns The number of bytes written.
   * @throws {@link !Error} when `bufId` is not a number, when no buffer has
   * that ID, when the buffer has no file name, or when writing the file fails.
   *
   * @example
   * ```javascript
   * const id = Rsvim.buf.current();
   * if (id !== null) {
   *   try {
   *     const bytes = Rsvim.buf.writeSync(id);
   *     Rsvim.cmd.echo(`Saved buffer ${id} (${bytes} bytes)`);
   *   } catch (e) {
   *     Rsvim.cmd.echo(`Could not save buffer ${id}: ${e}`);
   *   }
   * }
   * ```
   *
   * @since 0.1.1-beta.1
   */
  writeSync(bufId: number): number
}

/**
 * Command-line APIs, available as `Rsvim.cmd`.
 *
 * The command-line is the line at the bottom of the screen where you type
 * `:` commands and where the editor shows messages.
 *
 * @example
 * ```javascript
 * const cmd = Rsvim.cmd;
 * cmd.echo("ready");
 * ```
 */
export declare class RsvimCmd {
  /**
   * Prints a message on the command-line.
   *
   * @param message - Text to show. Other primitive values are converted to
   * text; `null` and `undefined` are rejected.
   * @throws {@link !Error} when `message` is missing, `null` or `undefined`.
   *
   * @example
   * ```javascript
   * Rsvim.cmd.echo("Hello from my config!");
   * ```
   */
  echo(message: string): void
}

/**
 * Editor options, available as `Rsvim.opt`.
 *
 * Each option is a property: read it to get the current value, assign to it
 * to change the value. Assigning a value of the wrong type throws.
 *
 * An assignment sets the value that buffers and windows receive when they
 * are created; existing ones keep theirs. The configuration runs before the
 * first buffer and window exist, so that is the place to set options.
 *
 * @example
 * ```javascript
 * const opt = Rsvim.opt;
 * opt.expandTab = true;
 * opt.shiftWidth = 2;
 * ```
 *
 * @see [Vim's option reference](https://vimhelp.org/options.txt.html), which these options follow.
 */
export declare class RsvimOpt {
  /**
   * Whether pressing Tab in insert mode inserts spaces instead of a tab
   * character. Applies to buffers.
   *
   * How many spaces are inserted is set by {@link RsvimOpt.shiftWidth}.
   *
   * @defaultValue `false`
   *
   * @example
   * ```javascript
   * Rsvim.opt.expandTab = true;
   * ```
   *
   * @see [Vim: 'expandtab'](https://vimhelp.org/options.txt.html#%27expandtab%27)
   * @since 0.1.1-beta.1
   */
  get expandTab(): boolean
  /**
   * @param value - `true` to insert spaces, `false` to insert a tab character.
   * @throws {@link !Error} when `value` is not a boolean.
   */
  set expandTab(value: boolean)

  /**
   * The character encoding used to read and write a buffer's file. Applies to
   * buffers.
   *
   * Only UTF-8 is supported, so `"utf-8"` is the only accepted value.
   *
   * @defaultValue `"utf-8"`
   *
   * @example
   * ```javascript
   * const encoding = Rsvim.opt.fileEncoding; // "utf-8"
   * ```
   *
   * @see [Vim: 'fileencoding'](https://vimhelp.org/options.txt.html#%27fileencoding%27)
   */
  get fileEncoding(): "utf-8"
  /**
   * @param value - The encoding; must be `"utf-8"`.
   * @throws {@link !Error} when `value` is not a supported encoding.
   */
  set fileEncoding(value: "utf-8")

  /**
   * The line ending that new lines get: pressing Enter in insert mode or `o`
   * in normal mode inserts it. Applies to buffers.
   *
   * Saving does not convert anything: line endings already in the text are
   * written as they are. The name follows Vim's `fileformat`; the values mean:
   *
   * - `"dos"`: carriage return plus line feed (`CRLF`), the Windows convention.
   * - `"unix"`: line feed only (`LF`), used by Linux, other Unix systems and macOS.
   * - `"mac"`: carriage return only (`CR`), used by classic Mac OS before OS X.
   *
   * @defaultValue `"dos"` on Windows, `"unix"` everywhere else.
   *
   * @example
   * ```javascript
   * Rsvim.opt.fileFormat = "unix";
   * ```
   *
   * @see [Vim: 'fileformat'](https://vimhelp.org/options.txt.html#%27fileformat%27)
   */
  get fileFormat(): "dos" | "unix" | "mac"
  /**
   * @param value - One of `"dos"`, `"unix"` or `"mac"`.
   * @throws {@link !Error} when `value` is not one of the three formats.
   */
  set fileFormat(value: "dos" | "unix" | "mac")

  /**
   * Whether wrapped lines break between words rather than at the last
   * character that fits. Applies to windows.
   *
   * Only the display changes, never the text. Has no effect while
   * {@link RsvimOpt.wrap} is `false`.
   *
   * @defaultValue `false`
   *
   * @example
   * ```javascript
   * Rsvim.opt.wrap = true;
   * Rsvim.opt.lineBreak = true;
   * ```
   *
   * @see [Vim: 'linebreak'](https://vimhelp.org/options.txt.html#%27linebreak%27)
   */
  get lineBreak(): boolean
  /**
   * @param value - `true` to break at word boundaries.
   * @throws {@link !Error} when `value` is not a boolean.
   */
  set lineBreak(value: boolean)

  /**
   * Number of spaces inserted for one Tab when {@link RsvimOpt.expandTab} is
   * `true`. Applies to buffers. Ignored while `expandTab` is `false`.
   *
   * @defaultValue `8`
   *
   * @example
   * ```javascript
   * Rsvim.opt.expandTab = true;
   * Rsvim.opt.shiftWidth = 4;
   * ```
   *
   * @see [Vim: 'shiftwidth'](https://vimhelp.org/options.txt.html#%27shiftwidth%27)
   * @since 0.1.1-beta.1
   */
  get shiftWidth(): number
  /**
   * @param value - A number from 1 to 255.
   * @throws {@link !Error} when `value` is not a number, or is below 1 or
   * above 255.
   */
  set shiftWidth(value: number)

  /**
   * How many terminal columns a tab character occupies on screen. Applies to
   * buffers.
   *
   * Only the display changes, never the text. This is what CSS calls
   * [`tab-size`](https://developer.mozilla.org/en-US/docs/Web/CSS/tab-size).
   *
   * @defaultValue `8`
   *
   * @example
   * ```javascript
   * Rsvim.opt.tabStop = 4;
   * ```
   *
   * @see [Vim: 'tabstop'](https://vimhelp.org/options.txt.html#%27tabstop%27)
   */
  get tabStop(): number
  /**
   * @param value - A number from 1 to 255.
   * @throws {@link !Error} when `value` is not a number, or is below 1 or
   * above 255.
   */
  set tabStop(value: number)

  /**
   * Whether lines longer than the window continue on the next screen row.
   * Applies to windows.
   *
   * When `false`, long lines run past the right edge and the view scrolls
   * sideways as the cursor moves. Wrapping happens at any character; turn on
   * {@link RsvimOpt.lineBreak} to wrap between words instead.
   *
   * @defaultValue `true`
   *
   * @example
   * ```javascript
   * Rsvim.opt.wrap = false;
   * ```
   *
   * @see [Vim: 'wrap'](https://vimhelp.org/options.txt.html#%27wrap%27)
   */
  get wrap(): boolean
  /**
   * @param value - `true` to wrap long lines.
   * @throws {@link !Error} when `value` is not a boolean.
   */
  set wrap(value: boolean)
}

/**
 * Runtime APIs, available as `Rsvim.rt`.
 *
 * These act on the editor process and its JavaScript runtime rather than on
 * text.
 *
 * @example
 * ```javascript
 * const rt = Rsvim.rt;
 * ```
 *
 * @since 0.1.1-beta.1
 */
export declare class RsvimRt {
  /**
   * Quits the editor.
   *
   * The call only sends the request and returns, so the rest of the current
   * script still runs. Then the editor stops handling events (timers that
   * have not fired never run), gives the terminal back and ends the process.
   * It does not ask about unsaved changes: save with {@link RsvimBuf.writeSync}
   * first, which has finished writing by the time it returns.
   *
   * @param exitCode - Exit status of the editor process. Defaults to `0`
   * (success) when omitted.
   * @throws {@link !Error} when `exitCode` is given but is not a number.
   *
   * @example
   * ```javascript
   * // Quit normally.
   * Rsvim.rt.exit();
   *
   * // Quit with a failure status.
   * Rsvim.rt.exit(1);
   * ```
   *
   * @since 0.1.1-beta.1
   */
  exit(exitCode?: number): void
}
