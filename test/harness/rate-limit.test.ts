import { describe, expect, it } from 'vitest';
import { createRateLimiter, limitedFetch, type RateLimiterClock } from '../../src/harness/rate-limit.ts';

/** A clock that only moves when someone sleeps: request start times are exact, no timing in the test. */
function virtualClock(): RateLimiterClock {
  let time = 1_000;
  return {
    now: () => time,
    sleep: async (ms) => {
      time += ms;
    },
  };
}

describe('request rate limit (--max-rpm)', () => {
  it('spaces requests at least 60 s / rpm apart, concurrent ones included', async () => {
    // Time stands still; each request records when the limiter lets it start.
    const starts: number[] = [];
    const clock: RateLimiterClock = {
      now: () => 1_000,
      sleep: async (ms) => {
        starts.push(1_000 + ms);
      },
    };
    const limiter = createRateLimiter(120, clock);
    await Promise.all(Array.from({ length: 5 }, () => limiter.acquire()));
    // The first starts at once (no sleep), the others 500 ms apart.
    expect(starts).toEqual([1_500, 2_000, 2_500, 3_000]);
  });

  it('does not wait when requests come slower than the limit', async () => {
    const clock = virtualClock();
    const limiter = createRateLimiter(60, clock);
    await limiter.acquire();
    await clock.sleep(5_000);
    const before = clock.now();
    await limiter.acquire();
    expect(clock.now()).toBe(before);
  });

  it('wraps fetch: every request (retries too) waits for its slot', async () => {
    const clock = virtualClock();
    const calls: number[] = [];
    const inner = (async () => {
      calls.push(clock.now());
      return new Response('{}');
    }) as typeof fetch;
    const limited = limitedFetch(createRateLimiter(30, clock), inner);
    for (let i = 0; i < 3; i++) await limited('http://127.0.0.1/v1/chat/completions');
    expect(calls).toEqual([1_000, 3_000, 5_000]);
  });

  it('refuses a limit that is not a positive number', () => {
    expect(() => createRateLimiter(0)).toThrow(/positive/);
    expect(() => createRateLimiter(Number.NaN)).toThrow(/positive/);
  });
});
