import { ApiError } from "./responses";

/**
 * Per-team token buckets in process memory (a restart resets them, which only ever makes the
 * service more lenient for a second). Capacity equals the per-second rate, so a client pacing
 * itself with the same bucket is never refused.
 */

export const RATE_LIMITS = {
  simulate: 5,
  submit: 2,
  // Free, but each replay runs a full 50-year simulation and answers about half a megabyte.
  replay: 2,
} as const;
export type RateLimitedEndpoint = keyof typeof RATE_LIMITS;

type Bucket = { tokens: number; updatedAt: number };

const state = globalThis as unknown as { __islandRateBuckets?: Map<string, Bucket> };
const buckets = (state.__islandRateBuckets ??= new Map());

/** Takes one token for the team's endpoint or throws a 429 with Retry-After. */
export function takeRateToken(teamId: string, endpoint: RateLimitedEndpoint, now = Date.now()): void {
  const rate = RATE_LIMITS[endpoint];
  const key = `${endpoint}:${teamId}`;
  const bucket = buckets.get(key) ?? { tokens: rate, updatedAt: now };
  bucket.tokens = Math.min(rate, bucket.tokens + ((now - bucket.updatedAt) / 1000) * rate);
  bucket.updatedAt = now;
  if (bucket.tokens >= 1) {
    bucket.tokens -= 1;
    buckets.set(key, bucket);
    return;
  }
  buckets.set(key, bucket);
  const waitMs = ((1 - bucket.tokens) / rate) * 1000;
  throw new ApiError(
    429,
    `Rate limit exceeded: at most ${rate} requests per second per team on POST /${endpoint}; retry in ${Math.ceil(waitMs)} ms`,
    { "retry-after": String(Math.max(1, Math.ceil(waitMs / 1000))) },
  );
}
