/**
 * Text from a record or a file made printable on a terminal: control characters (C0 but the
 * line break and tab, DEL, C1 — the escape character and its kin, which set a terminal's title,
 * clear its screen or move its cursor) are shown as `\u001b`-style escapes instead of being
 * sent raw.
 */
export function terminalSafe(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
