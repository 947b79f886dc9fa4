import { limitedFetch, type RateLimiter } from './rate-limit.ts';

/**
 * The fetch every model client of the harness uses (the openai agent, the llm-judge defense, the
 * disclosure classifier): each request's whole wait is bounded, paced by `--max-rpm` if given.
 *
 * The openai SDK's `timeout` ends when the response headers arrive: an endpoint that sent headers
 * and then nothing held a request (a run's preflight too) for ever. Here the body is read within
 * the same time as the headers and handed on whole; past it the request fails with an error the
 * SDK takes for a timeout (retried like one). The rate limiter's wait comes before the clock
 * starts: pacing is not the endpoint's slowness.
 */
export function modelFetch(timeoutMs: number, limiter?: RateLimiter, inner: typeof fetch = fetch): typeof fetch {
  const bounded = deadlineFetch(timeoutMs, inner);
  return limiter ? limitedFetch(limiter, bounded) : bounded;
}

/** Statuses whose response may not carry a body. */
const NO_BODY = new Set([101, 204, 205, 304]);

function deadlineFetch(timeoutMs: number, inner: typeof fetch): typeof fetch {
  return async (input, init) => {
    const controller = new AbortController();
    let expired = false;
    const timer = setTimeout(() => {
      expired = true;
      controller.abort();
    }, timeoutMs);
    const outer = init?.signal ?? undefined;
    const relay = () => controller.abort(outer?.reason);
    if (outer?.aborted) relay();
    else outer?.addEventListener('abort', relay, { once: true });
    try {
      const response = await inner(input, { ...init, signal: controller.signal });
      const body = await response.arrayBuffer();
      return new Response(NO_BODY.has(response.status) ? null : body, { status: response.status, statusText: response.statusText, headers: response.headers });
    } catch (error) {
      // "timed out": the SDK's own test for a timeout (APIConnectionTimeoutError).
      if (expired) throw new Error(`request timed out: no complete response within ${timeoutMs / 1000} s`, { cause: error });
      throw error;
    } finally {
      clearTimeout(timer);
      outer?.removeEventListener('abort', relay);
    }
  };
}
