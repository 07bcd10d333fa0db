/**
 * Editor APIs reachable from JavaScript through the global `Rsvim` object.
 *
 * Your configuration script (and any module it imports) runs inside Rsvim's
 * JavaScript runtime, where `Rsvim` is always defined. Its properties group
 * the APIs by area: {@link Rsvim.buf | buffers}, {@link Rsvim.cmd | ex commands},
 * {@link Rsvim.opt | options} and {@link Rsvim.rt | the runtime itself}.
 *
 * These pages describe the APIs as they were on the main branch on
 * 2 October 2025 (commit `ccba7dd7b`), after the v0.1.2 release.
 *
 * @packageDocumentation
 */

/**
 * The type of the global `Rsvim` object, the entry point to every editor API.
 *
 * There is exactly one such object, created by the editor before your
 * configuration runs.
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
export interface Rsvim {
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
   * Ex command APIs: print messages and keep a registry of your own `:`
   * commands.
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
export interface RsvimBuf {
  /**
   * Returns the ID of the current buffer, the one shown in the window that
   * holds the cursor.
   *
   * While the editor is still starting up no window or buffer exists yet, so
   * code that runs that early gets `undefined`. After start-up there is
   * always a current buffer.
   *
   * @returns The current buffer's ID, or `undefined` before the editor has
   * created its first window.
   *
   * @example
   * ```javascript
   * const id = Rsvim.buf.current();
   * if (id !== undefined) {
   *   Rsvim.cmd.echo(`Current buffer: ${id}`);
   * }
   * ```
   */
  current(): number | undefined

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
   * @throws {@link !TypeError} when `bufId` is not an integer.
   * @throws {@link !Error} when no buffer has that ID, when the buffer has no
   * file name, or when writing the file fails.
   *
   * @example
   * ```javascript
   * const id = Rsvim.buf.current();
   * if (id !== undefined) {
   *   try {
   *     const bytes = Rsvim.buf.writeSync(id);
   *     Rsvim.cmd.echo(`Saved buffer ${id} (${bytes} bytes)`);
   *   } catch (e) {
   *     Rsvim.cmd.echo(`Could not save buffer ${id}: ${e}`);
   *   }
   * }
   * ```
   */
  writeSync(bufId: number): number
}

/**
 * Ex command APIs, available as `Rsvim.cmd`.
 *
 * Ex commands are what you type after `:` in normal mode. Besides printing
 * messages, this object keeps a registry of commands defined by scripts; the
 * types its functions take live in the {@link RsvimCmd:namespace | RsvimCmd namespace}.
 *
 * At this point of development the registry is only half connected to the
 * command line. Typing a registered command's name does not call its
 * callback: the editor only checks that the name is registered, then runs
 * whatever follows the name as JavaScript, the way `:js` runs its text. An
 * alias typed on the command line is reported as an invalid command.
 *
 * @example
 * ```javascript
 * const cmd = Rsvim.cmd;
 * cmd.echo("ready");
 * ```
 */
export interface RsvimCmd {
  /**
   * Registers an ex command: its name, the function that implements it, how
   * it may be typed and how it was registered.
   *
   * The command is recorded at once and appears in {@link RsvimCmd.list}.
   * Typing it on the command-line does not call `callback` yet at this point
   * of development. Registering the name `js` does not replace the built-in
   * `:js` command.
   *
   * @param name - The command's name. It may contain ASCII letters, digits,
   * `_` and `!`, and must not start with a digit.
   * @param callback - The function that implements the command, stored with
   * it; typing the command does not call it yet (see above).
   * @param attributes - How the command is invoked: whether it accepts `!`
   * and how many arguments it takes. Omitted fields use the defaults listed in
   * {@link RsvimCmd.CommandAttributes}.
   * @param options - How the command is registered, e.g. whether it may
   * replace an existing command. Omitted fields use the defaults listed in
   * {@link RsvimCmd.CommandOptions}.
   * @returns `undefined` when no command of that name existed, otherwise the
   * {@link RsvimCmd.CommandDefinition} that was replaced.
   * @throws {@link !TypeError} when an argument has the wrong type: `name` not
   * a string, `callback` not a function, `attributes` or `options` not an
   * object, `bang` or `force` not a boolean, `alias` not a string.
   * @throws {@link !RangeError} when `attributes.nargs` is not one of the
   * values {@link RsvimCmd.CommandAttributes} lists.
   * @throws {@link !Error} when `name` contains other characters or starts
   * with a digit, or when `options.force` is `false` and the name or the
   * alias is already registered.
   *
   * @example
   * ```javascript
   * Rsvim.cmd.create("Save", () => {
   *   const id = Rsvim.buf.current();
   *   if (id !== undefined) {
   *     const bytes = Rsvim.buf.writeSync(id);
   *     Rsvim.cmd.echo(`Wrote ${bytes} bytes`);
   *   }
   * });
   * ```
   *
   * @example With an alias and a `!` form
   * ```javascript
   * Rsvim.cmd.create(
   *   "SaveAll",
   *   () => Rsvim.buf.list().forEach((id) => Rsvim.buf.writeSync(id)),
   *   { bang: true, nargs: "0" },
   *   { alias: "sa" },
   * );
   * ```
   *
   * @since 0.1.3-alpha.2
   */
  create(
    name: string,
    callback: RsvimCmd.CommandCallback,
    attributes?: RsvimCmd.CommandAttributes,
    options?: RsvimCmd.CommandOptions,
  ): RsvimCmd.CommandDefinition | undefined

  /**
   * Prints a message on the command-line.
   *
   * @param message - Value to show. Strings are shown as they are; other
   * values are converted to text. `null` and `undefined` are rejected.
   * @throws {@link !TypeError} when `message` is missing, `null` or `undefined`.
   *
   * @example
   * ```javascript
   * Rsvim.cmd.echo("Hello from my config!");
   * Rsvim.cmd.echo(42);
   * ```
   */
  echo(message: any): void

  /**
   * Returns the names of all commands defined with {@link RsvimCmd.create}.
   *
   * The built-in `js` command is not included.
   *
   * @returns The command names, sorted.
   *
   * @example
   * ```javascript
   * Rsvim.cmd.echo(`Commands: ${Rsvim.cmd.list().join(", ")}`);
   * ```
   *
   * @since 0.1.3-alpha.2
   */
  list(): string[]

  /**
   * Looks up a command defined with {@link RsvimCmd.create}.
   *
   * @param name - The command's name.
   * @returns The command's definition, or `undefined` if no such command
   * exists. The built-in `js` command is never returned.
   * @throws {@link !TypeError} when `name` is not a string.
   *
   * @example
   * ```javascript
   * const def = Rsvim.cmd.get("Save");
   * if (def) {
   *   Rsvim.cmd.echo(`:${def.name} takes ${def.attributes.nargs} argument(s)`);
   * }
   * ```
   *
   * @since 0.1.3-alpha.2
   */
  get(name: string): RsvimCmd.CommandDefinition | undefined

  /**
   * Deletes a command defined with {@link RsvimCmd.create}. The built-in `js`
   * command cannot be removed.
   *
   * @param name - The command's name.
   * @returns The definition that was removed, or `undefined` if there was no
   * such command.
   * @throws {@link !TypeError} when `name` is not a string.
   *
   * @example
   * ```javascript
   * // Remove every user-defined command.
   * for (const name of Rsvim.cmd.list()) {
   *   Rsvim.cmd.remove(name);
   * }
   * ```
   *
   * @since 0.1.3-alpha.2
   */
  remove(name: string): RsvimCmd.CommandDefinition | undefined
}

/**
 * Types used when defining ex commands with {@link RsvimCmd.create}.
 *
 * They exist only for type checking: there is no `RsvimCmd` value to import.
 *
 * @since 0.1.3-alpha.2
 */
export declare namespace RsvimCmd {
  /**
   * Settings that decide how a user command can be typed.
   *
   * @example
   * ```javascript
   * // `:Grep pattern` needs exactly one argument and also accepts `:Grep!`.
   * Rsvim.cmd.create("Grep", (ctx) => {}, { bang: true, nargs: "1" });
   * ```
   */
  type CommandAttributes = {
    /**
     * Whether the command may be followed by `!`, as in `:w!`.
     *
     * @defaultValue `false`
     */
    bang?: boolean

    /**
     * How many arguments the command takes:
     *
     * - `"0"`: none.
     * - `"1"`: exactly one.
     * - `"?"`: zero or one.
     * - `"*"`: any number, including none.
     * - `"+"`: one or more.
     *
     * @defaultValue `"0"`
     */
    nargs?: "0" | "1" | "*" | "+" | "?"
  }

  /**
   * Settings that decide how {@link RsvimCmd.create} registers a command.
   *
   * @example
   * ```javascript
   * // Register :Save with the short name :s, unless a :Save exists already.
   * const save = () => Rsvim.cmd.echo("saving");
   * try {
   *   Rsvim.cmd.create("Save", save, {}, { force: false, alias: "s" });
   * } catch (e) {
   *   Rsvim.cmd.echo(`Kept the existing :Save (${e})`);
   * }
   * ```
   */
  type CommandOptions = {
    /**
     * Whether to replace a command that already has this name. When `false`,
     * {@link RsvimCmd.create} throws an `Error` instead if the name or the
     * alias is already registered.
     *
     * @defaultValue `true`
     */
    force?: boolean

    /**
     * A second, usually shorter, name for the command, the way `:w` stands
     * for `:write`.
     *
     * @defaultValue `undefined` (no alias)
     */
    alias?: string
  }

  /**
   * The function behind a user command, stored by {@link RsvimCmd.create}.
   *
   * At this point of development the command-line does not call it yet, so
   * the shape of its argument is not settled; it is declared as `any`.
   *
   * @param ctx - Information about the run of the command that called it.
   *
   * @example
   * ```javascript
   * const hello = (ctx) => Rsvim.cmd.echo("Hello!");
   * Rsvim.cmd.create("Hello", hello);
   * ```
   */
  type CommandCallback = (ctx: any) => void

  /**
   * A registered user command, as returned by {@link RsvimCmd.get},
   * {@link RsvimCmd.remove} and {@link RsvimCmd.create}.
   *
   * @example
   * ```javascript
   * const def = Rsvim.cmd.get("Save");
   * ```
   */
  type CommandDefinition = {
    /** The command's name, as typed after `:`. */
    name: string
    /** The function run by the command. */
    callback: CommandCallback
    /** How the command can be typed. */
    attributes: CommandAttributes
    /** How the command was registered. */
    options: CommandOptions
  }
}

/**
 * Editor options, available as `Rsvim.opt`.
 *
 * Each option is a property: read it to get the current value, assign to it
 * to change the value.
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
export interface RsvimOpt {
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
   */
  get expandTab(): boolean
  /**
   * @param value - `true` to insert spaces, `false` to insert a tab character.
   * @throws {@link !TypeError} when `value` is not a boolean.
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
   * @throws {@link !RangeError} when `value` is not a supported encoding.
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
   * @throws {@link !RangeError} when `value` is not one of the three formats.
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
   * @throws {@link !TypeError} when `value` is not a boolean.
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
   */
  get shiftWidth(): number
  /**
   * @param value - A whole number; values outside 1 to 255 are clamped to
   * that range.
   * @throws {@link !TypeError} when `value` is not an integer.
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
   * @param value - A whole number; values outside 1 to 255 are clamped to
   * that range.
   * @throws {@link !TypeError} when `value` is not an integer.
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
   * @throws {@link !TypeError} when `value` is not a boolean.
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
 */
export interface RsvimRt {
  /**
   * Quits the editor.
   *
   * The call only sends the request and returns, so the rest of the current
   * script still runs. Then the editor stops handling events (timers that
   * have not fired never run), gives the terminal back and ends the process.
   * It does not ask about unsaved changes: save with {@link RsvimBuf.writeSync}
   * first, which has finished writing by the time it returns.
   *
   * @param exitCode - Exit status of the editor process. Omitted or `null`
   * means `0` (success).
   * @throws {@link !TypeError} when `exitCode` is neither an integer nor
   * omitted or `null`.
   *
   * @example
   * ```javascript
   * // Quit normally.
   * Rsvim.rt.exit();
   *
   * // Quit with a failure status.
   * Rsvim.rt.exit(1);
   * ```
   */
  exit(exitCode?: number): void
}
