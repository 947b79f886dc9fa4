/**
 * `--max-rpm`: a per-process limit on model requests, so that the shards of a run (or several runs)
 * share one endpoint politely. Requests are spaced evenly, at least 60 s / rpm apart: no burst at
 * start, the same pace whether one scenario or many are in flight. Every HTTP request counts,
 * retries included, because the limit wraps the `fetch` the model clients use.
 */

export interface RateLimiter {
  /** The limit, in requests per minute. */
  readonly rpm: number;
  /** Resolves when the next request may start (and books that slot). */
  acquire(): Promise<void>;
}

export interface RateLimiterClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

const realClock: RateLimiterClock = {
  now: () => Date.now(),
  sleep: (ms) =>
    new Promise((resolve) => {
      setTimeout(resolve, ms);
    }),
};

export function createRateLimiter(rpm: number, clock: RateLimiterClock = realClock): RateLimiter {
  if (!(Number.isFinite(rpm) && rpm > 0)) throw new RangeError(`requests per minute must be a positive number, got ${rpm}`);
  const interval = 60_000 / rpm;
  let next = -Infinity;
  return {
    rpm,
    async acquire() {
      const now = clock.now();
      const slot = Math.max(now, next);
      next = slot + interval;
      if (slot > now) await clock.sleep(slot - now);
    },
  };
}

/** `fetch` that waits for `limiter` before every request (the `openai` client's `fetch` option). */
export function limitedFetch(limiter: RateLimiter, inner: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    await limiter.acquire();
    return inner(input, init);
  };
}
