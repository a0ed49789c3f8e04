/**
 * Text from a record or a file made printable on a terminal. Control characters (C0 but the
 * line break and tab, DEL, C1 — the escape character and its kin, which set a terminal's title,
 * clear its screen or move its cursor), the line and paragraph separators, and every format
 * character (the bidirectional controls such as U+202E, which reverse the text after them, and
 * the invisible zero-width ones) are shown as `\u202e`-style escapes instead of being sent raw.
 */
export function terminalSafe(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\p{Cf}]/gu, escape);
}

/**
 * A value from a file shown inside one line: as `terminalSafe`, and its line breaks and tabs
 * escaped too, so it can neither start a line of its own (a fake "verified") nor move text.
 */
export function inlineSafe(text: string): string {
  return terminalSafe(text).replace(/[\n\t]/g, escape);
}

function escape(c: string): string {
  return `\\u${c.codePointAt(0)!.toString(16).padStart(4, '0')}`;
}
