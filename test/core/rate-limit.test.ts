import { describe, expect, it } from 'vitest';
import { rateLimit } from '../../src/boardgameio/rate-limit.js';
import { strictCredentials } from '../../src/boardgameio/index.js';

describe('rateLimit: a token bucket per connection', () => {
  it('lets a burst through, then the steady rate, and refills with time', () => {
    const limit = rateLimit({ perSecond: 10, burst: 3 });
    expect([limit.take(0), limit.take(0), limit.take(0), limit.take(0)]).toEqual([true, true, true, false]);
    expect(limit.take(50)).toBe(false); // half a token
    expect(limit.take(100)).toBe(true); // one token after 100 ms at 10 a second
    expect(limit.take(100)).toBe(false);
    expect([limit.take(10_000), limit.take(10_000), limit.take(10_000), limit.take(10_000)]).toEqual([true, true, true, false]); // never more than the burst
  });

  it('ignores a clock that goes backwards and refuses nonsense options', () => {
    const limit = rateLimit({ perSecond: 1, burst: 1 });
    expect(limit.take(1_000)).toBe(true);
    expect(limit.take(0)).toBe(false);
    expect(() => rateLimit({ perSecond: 0 })).toThrow(/perSecond/);
    expect(() => rateLimit({ burst: Number.NaN })).toThrow(/burst/);
    expect(() => rateLimit({ perSec: 5 } as never)).toThrow(/no option "perSec"/);
  });
});

describe("strictCredentials: the seat's own credentials, always", () => {
  it("wants a non-empty string equal to the seat's, and a seat that has joined", () => {
    expect(strictCredentials('abc', { credentials: 'abc' })).toBe(true);
    expect(strictCredentials('abd', { credentials: 'abc' })).toBe(false);
    expect(strictCredentials('ab', { credentials: 'abc' })).toBe(false);
    expect(strictCredentials(undefined, { credentials: 'abc' })).toBe(false);
    expect(strictCredentials('', { credentials: '' })).toBe(false);
    expect(strictCredentials('abc', {})).toBe(false); // nobody joined this seat: boardgame.io's default would let anyone in
    expect(strictCredentials('abc', undefined)).toBe(false);
  });
});
