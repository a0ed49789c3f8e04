/**
 * A short fingerprint of a state (or any plain JSON data), the same on every platform and
 * for every key order: the data is written as JSON with its object keys sorted, then hashed
 * into 64 bits (16 hex digits) by two multiplicative lanes. It tells a damaged or mixed-up
 * record from a good one; it is a checksum, not a defence against deliberate tampering —
 * anyone can recompute it.
 *
 * @example
 * ```ts
 * const record = makeRecord(tortuga1667, config, actions, finalState); // carries stateHash(finalState)
 * ```
 */
export function stateHash(value: unknown): string {
  return hashText(canonicalJson(value));
}

/** JSON with object keys in sorted order (arrays keep theirs). */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record)
    .filter((key) => record[key] !== undefined)
    .sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`).join(',')}}`;
}

function hashText(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x9e3779b9;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x5bd1e995);
    b ^= b >>> 15;
  }
  a = Math.imul(a ^ (a >>> 16), 0x85ebca6b);
  a ^= a >>> 13;
  b = Math.imul(b ^ (b >>> 16), 0xc2b2ae35);
  b ^= b >>> 16;
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}
