// Rate limits for anonymous writes (error reports, basket creation, newsletter, sign-in calls): a
// small counter per caller key and rule, so one client cannot fill the database or starve other
// shoppers. Counting is rate-limiter-flexible's; where the counts live is pluggable: the shop passes
// its shared state's store (shared-state.ts: the database, or Redis), which every worker process
// sees; in memory here only for tests that build a limiter on its own.
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { countRefusal } from "./refusals";

/** At most `points` writes per `durationSeconds` for one caller. */
export interface RateLimitRule {
  points: number;
  durationSeconds: number;
}

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts `points` writes for `key` (a client IP); refused when the rule's allowance is used up. */
  consume(key: string, points?: number): Promise<RateLimitVerdict>;
}

/** Makes the counter store for one named rule: the seam for a shared store such as Redis. */
export type RateLimitStore = (name: string, rule: RateLimitRule) => RateLimiterAbstract;

export const memoryStore: RateLimitStore = (name, rule) =>
  new RateLimiterMemory({ keyPrefix: name, points: rule.points, duration: rule.durationSeconds });

export function createRateLimiter(name: string, rule: RateLimitRule, store: RateLimitStore = memoryStore): RateLimiter {
  const counter = store(name, rule);
  return {
    async consume(key, points = 1) {
      try {
        await counter.consume(key, points);
        return { allowed: true };
      } catch (refusal) {
        // rate-limiter-flexible rejects with a RateLimiterRes when the allowance is used up, and with
        // an Error when its store fails: a broken store must not pass for "too many requests".
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        countRefusal(name);
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
      }
    },
  };
}

/**
 * A rule from the environment: a number of writes per minute (`"20"`), `"0"` or `"off"` for no limit.
 * Anything else is a configuration mistake and stops the start.
 */
export function perMinuteRule(value: string | undefined, fallback: number): RateLimitRule | null {
  const text = value?.trim();
  if (!text) return { points: fallback, durationSeconds: 60 };
  if (text === "off" || text === "0") return null;
  const points = Number(text);
  if (!Number.isInteger(points) || points < 0)
    throw new Error(`A rate limit must be a whole number per minute, got "${value}".`);
  return { points, durationSeconds: 60 };
}
