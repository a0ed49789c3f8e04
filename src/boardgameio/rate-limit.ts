/** How many messages a connection may send: a steady rate and a burst above it. */
export interface RateLimitOptions {
  /** Messages per second a connection may send in the long run (default 20). */
  readonly perSecond?: number;
  /** Messages a connection may send at once after a quiet spell (default 40). */
  readonly burst?: number;
}

/** One connection's message budget, from {@link rateLimit}. */
export interface RateLimit {
  /** Takes one message from the budget: true when the message may be handled, false when the connection is over its rate. */
  take(now?: number): boolean;
}

/**
 * A token bucket for one connection: it holds `burst` messages, refills at `perSecond`, and
 * each message takes one. A host keeps one per connection and drops (or answers with an error)
 * the messages over the rate, so a flood from one client costs the server a counter, not a
 * game step each.
 *
 * @example
 * ```ts
 * const limit = rateLimit({ perSecond: 20, burst: 40 });
 * if (!limit.take()) console.log('too many messages: dropped');
 * ```
 */
export function rateLimit(options: RateLimitOptions = {}): RateLimit {
  const extra = Object.keys(options).find((key) => key !== 'perSecond' && key !== 'burst');
  if (extra !== undefined) throw new RangeError(`rateLimit has no option ${JSON.stringify(extra.slice(0, 40))} (known: perSecond, burst).`);
  const perSecond = positive(options.perSecond, 20, 'perSecond');
  const burst = positive(options.burst, 40, 'burst');
  let tokens = burst;
  let last = -1;
  return {
    take(now = Date.now()) {
      if (last >= 0 && now > last) tokens = Math.min(burst, tokens + ((now - last) / 1000) * perSecond);
      if (last < 0 || now > last) last = now;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}

function positive(value: number | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0)
    throw new RangeError(`rateLimit: ${name} must be a positive number (got ${String(value)}).`);
  return value;
}

/** Budgets kept per key (an address, a user), from {@link keyedRateLimit}. */
export interface KeyedRateLimit {
  /** Takes one from `key`'s budget: true when it may be handled, false when `key` is over its rate. */
  take(key: string, now?: number): boolean;
}

/**
 * A token bucket per key — each client address, say — for bounds that must hold across
 * connections: one address opening a thousand sockets still has one budget. At most `maxKeys`
 * buckets are kept; past that the longest unused is forgotten (the key that is flooding is the
 * most recently used, so it keeps its empty bucket).
 *
 * @example
 * ```ts
 * const creates = keyedRateLimit({ perSecond: 0.2, burst: 10 });
 * if (!creates.take(address)) console.log('too many new tables from this address');
 * ```
 */
export function keyedRateLimit(options: RateLimitOptions = {}, maxKeys = 10_000): KeyedRateLimit {
  rateLimit(options); // checks the options once
  if (!Number.isSafeInteger(maxKeys) || maxKeys < 1)
    throw new RangeError(`keyedRateLimit: maxKeys must be a whole number of at least 1 (got ${String(maxKeys)}).`);
  const buckets = new Map<string, RateLimit>();
  return {
    take(key, now = Date.now()) {
      const bucket = buckets.get(key) ?? rateLimit(options);
      buckets.delete(key);
      buckets.set(key, bucket); // the most recently used last
      if (buckets.size > maxKeys) buckets.delete(buckets.keys().next().value!);
      return bucket.take(now);
    },
  };
}
