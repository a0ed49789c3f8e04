/**
 * Players' names for the words (`WordsOptions.names`): checked once by `playerNames`, then
 * trusted by identity, so that an app in one language that names no one ships no checking code.
 */

/** The players' names by seat (null: the game's own name for the seat), as `playerNames` returns them. */
export type PlayerNames = readonly (string | null)[] & { readonly __checkedNames: true };

/** Every list `playerNames` made. */
const made = new WeakSet<object>();

/** The longest name, in characters. */
const MAX_NAME = 24;

/** A name: 1–24 characters, none a control or format character, no space at either end. */
const NAME = /^(?!\s)[^\p{C}\u2028\u2029]{1,24}(?<!\s)$/u;

/**
 * Checks players' names for the words: at most 9 entries, one per seat, each null (the game's
 * own name) or 1–24 characters with no control or format character and no space at either end.
 * A TypeError names the first bad entry.
 *
 * @example
 * ```ts
 * const words = t1667Words(T1667_DE, { names: playerNames(['Ada', null, 'Bram']) });
 * ```
 */
export function playerNames(names: readonly unknown[]): PlayerNames {
  if (!Array.isArray(names) || names.length > 9) throw new TypeError('names: a list of at most 9 entries, a name or null per seat.');
  const checked = names.map((name: unknown, seat) => {
    if (name === null || name === undefined) return null;
    if (typeof name === 'string' && NAME.test(name)) return name;
    throw new TypeError(`names[${seat}]: a name is 1 to ${MAX_NAME} printable characters, without spaces at either end, not ${String(JSON.stringify(name)).slice(0, 40)}.`);
  });
  const list = Object.freeze(checked) as PlayerNames;
  made.add(list);
  return list;
}

/** The names given to the words: none, or a list `playerNames` made (anything else is refused). */
export function namesGiven(names: unknown): readonly (string | null)[] {
  if (names === undefined) return [];
  if (made.has(names as object)) return names as PlayerNames; // a WeakSet has no primitives
  throw new TypeError('names: use playerNames');
}
