/**
 * Players' names: what a name from outside must be (checked once by `playerNames`, then trusted
 * by identity, so that an app in one language that names no one ships no checking code), how a
 * server cleans one it is sent, and when two names are one.
 */

/** The players' names by seat (null: the game's own name for the seat), as `playerNames` returns them. */
export type PlayerNames = readonly (string | null)[] & { readonly __checkedNames: true };

/** Every list `playerNames` made. */
const made = new WeakSet<object>();

/** The longest name, in characters. */
export const MAX_PLAYER_NAME = 24;

/** A name's characters: 1–24, none a control or format character, no space at either end. */
const NAME = /^(?!\s)[^\p{C}\u2028\u2029]{1,24}(?<!\s)$/u;

/** Characters that show nothing: default-ignorable ones (the Hangul fillers U+3164 and U+FFA0 among them) and the blank braille pattern. */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\u2800]/gu;

/** Whether a name shows a letter or a digit (a name of blanks, fillers or combining marks alone names nobody). */
function isVisible(name: string): boolean {
  return /[\p{L}\p{N}]/u.test(name.replace(INVISIBLE, ''));
}

/**
 * The form in which two names are compared: NFKC, without invisible, space, control, format
 * or combining characters, lower case. Two seats whose names have the same key would look
 * alike to the table ("Anne" and "ＡＮＮＥ", "Bram" and "B\u200Bram").
 *
 * @example
 * ```ts
 * playerNameKey('Ａｎｎｅ') === playerNameKey('anne'); // true
 * ```
 */
export function playerNameKey(name: string): string {
  return name
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .replace(/[\p{C}\p{Z}\p{M}\s]/gu, '')
    .toLowerCase();
}

/**
 * A name sent from outside made fit to show: control and format characters removed, spaces
 * trimmed. Null when it is not a text, when nothing visible is left (no letter or digit) or when
 * it is longer than 24 characters after cleaning. Servers use it for every name a client sends.
 *
 * @example
 * ```ts
 * cleanPlayerName(' Anne\u202E '); // 'Anne'
 * cleanPlayerName('\u3164'); // null
 * ```
 */
export function cleanPlayerName(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 4 * MAX_PLAYER_NAME) return null;
  const name = value.replace(/[\p{C}\u2028\u2029]/gu, '').trim();
  return name.length > 0 && name.length <= MAX_PLAYER_NAME && isVisible(name) ? name : null;
}

/**
 * Checks players' names for the words: at most 9 entries, one per seat, each null (the game's
 * own name) or 1–24 characters with no control or format character, no space at either end and
 * a visible letter or digit; no two names alike (same `playerNameKey`). A TypeError names
 * the first bad entry.
 *
 * @example
 * ```ts
 * const words = t1667Words(T1667_DE, { names: playerNames(['Ada', null, 'Bram']) });
 * ```
 */
export function playerNames(names: readonly unknown[]): PlayerNames {
  if (!Array.isArray(names) || names.length > 9) throw new TypeError('names: a list of at most 9 entries, a name or null per seat.');
  const seen = new Map<string, number>();
  const checked = names.map((name: unknown, seat) => {
    if (name === null || name === undefined) return null;
    if (typeof name !== 'string' || !NAME.test(name) || !isVisible(name)) {
      throw new TypeError(
        `names[${seat}]: a name is 1 to ${MAX_PLAYER_NAME} printable characters with a letter or a digit, without spaces at either end, not ${String(JSON.stringify(name)).slice(0, 40)}.`,
      );
    }
    const key = playerNameKey(name);
    const other = seen.get(key);
    if (other !== undefined) throw new TypeError(`names[${seat}]: ${JSON.stringify(name)} looks like names[${other}]; two seats may not share a name.`);
    seen.set(key, seat);
    return name;
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
