/** The table server's secrets for seats and hosts: made at random, kept only as SHA-256 hashes, compared in constant time. */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new token: 16 random bytes as 32 hex digits. */
export const newToken = (): string => randomBytes(16).toString('hex');

/** The hash a token is stored as. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Whether `token` hashes to `held`, in the same time for every wrong token and for none held. */
export function tokenMatches(held: string | null, token: string): boolean {
  const same = timingSafeEqual(Buffer.from(hashToken(token), 'hex'), Buffer.from(held ?? '0'.repeat(64), 'hex'));
  return held !== null && same;
}
