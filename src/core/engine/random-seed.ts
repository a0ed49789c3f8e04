/** The part of the Web Crypto API this module needs (in browsers, Node ≥ 19, Deno, Bun and workers alike). */
interface CryptoSource {
  getRandomValues<T extends Uint8Array>(array: T): T;
}

/**
 * An unguessable seed: 128 bits from the platform's cryptographic random source
 * (`globalThis.crypto.getRandomValues`), as 32 hex digits. Use it for every game a server
 * hosts: the seed decides every hidden card and roll, and alea — the game's generator — is not
 * cryptographic, so a guessable seed (`table-7`, a timestamp) lets a player recover the whole
 * hidden state from a few public facts. Keep the seed, and any record that holds it, secret
 * until the game is over. Throws when the platform has no cryptographic source.
 *
 * @example
 * ```ts
 * const state = tortuga1667.setup({ players: 5, seed: randomSeed() });
 * ```
 */
export function randomSeed(): string {
  const crypto = (globalThis as { crypto?: Partial<CryptoSource> }).crypto;
  if (typeof crypto?.getRandomValues !== 'function') throw new Error('randomSeed needs globalThis.crypto.getRandomValues, which this platform lacks.');
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let out = '';
  for (const byte of bytes) out += byte.toString(16).padStart(2, '0');
  return out;
}
