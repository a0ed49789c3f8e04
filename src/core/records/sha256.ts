/**
 * SHA-256 (FIPS 180-4) of a text's UTF-8 bytes, as 64 hex digits, synchronous and without any
 * platform API: the fair-deal commitment must be computed the same way in browsers, workers and
 * Node, where Web Crypto's digest is asynchronous. Small inputs only (seeds, salts): it is not
 * built for speed.
 */

/** The first 32 bits of the fractional parts of the cube roots of the first 64 primes. */
const K = (() => {
  const out: number[] = [];
  for (let n = 2; out.length < 64; n++) {
    let prime = true;
    for (let d = 2; d * d <= n; d++) if (n % d === 0) prime = false;
    if (prime) out.push(fraction32(Math.cbrt(n)));
  }
  return Uint32Array.from(out);
})();

/** The first 32 bits of the fractional parts of the square roots of the first 8 primes. */
const H0 = Uint32Array.from([2, 3, 5, 7, 11, 13, 17, 19].map((p) => fraction32(Math.sqrt(p))));

function fraction32(x: number): number {
  return Math.floor((x - Math.floor(x)) * 2 ** 32) >>> 0;
}

const rotr = (x: number, n: number): number => (x >>> n) | (x << (32 - n));

/** The message padded to whole 64-byte blocks: a 1 bit, zeros, and the bit length as 64 bits. */
function padded(bytes: Uint8Array): Uint8Array {
  const length = Math.ceil((bytes.length + 9) / 64) * 64;
  const out = new Uint8Array(length);
  out.set(bytes);
  out[bytes.length] = 0x80;
  const bits = bytes.length * 8;
  const view = new DataView(out.buffer);
  view.setUint32(length - 8, Math.floor(bits / 2 ** 32));
  view.setUint32(length - 4, bits >>> 0);
  return out;
}

/** SHA-256 of `text` (UTF-8), as 64 lower-case hex digits. */
export function sha256Hex(text: string): string {
  const data = padded(new TextEncoder().encode(text));
  const view = new DataView(data.buffer);
  const h = Uint32Array.from(H0);
  const w = new Uint32Array(64);
  for (let block = 0; block < data.length; block += 64) {
    for (let t = 0; t < 16; t++) w[t] = view.getUint32(block + t * 4);
    for (let t = 16; t < 64; t++) {
      const s0 = rotr(w[t - 15]!, 7) ^ rotr(w[t - 15]!, 18) ^ (w[t - 15]! >>> 3);
      const s1 = rotr(w[t - 2]!, 17) ^ rotr(w[t - 2]!, 19) ^ (w[t - 2]! >>> 10);
      w[t] = (w[t - 16]! + s0 + w[t - 7]! + s1) >>> 0;
    }
    let [a, b, c, d, e, f, g, k] = [h[0]!, h[1]!, h[2]!, h[3]!, h[4]!, h[5]!, h[6]!, h[7]!];
    for (let t = 0; t < 64; t++) {
      const t1 = (k + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[t]! + w[t]!) >>> 0;
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) >>> 0;
      [k, g, f, e, d, c, b, a] = [g, f, e, (d + t1) >>> 0, c, b, a, (t1 + t2) >>> 0];
    }
    h[0] = (h[0]! + a) >>> 0;
    h[1] = (h[1]! + b) >>> 0;
    h[2] = (h[2]! + c) >>> 0;
    h[3] = (h[3]! + d) >>> 0;
    h[4] = (h[4]! + e) >>> 0;
    h[5] = (h[5]! + f) >>> 0;
    h[6] = (h[6]! + g) >>> 0;
    h[7] = (h[7]! + k) >>> 0;
  }
  let out = '';
  for (const word of h) out += word.toString(16).padStart(8, '0');
  return out;
}
