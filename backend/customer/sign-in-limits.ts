// Failed sign-ins, counted per account (the email as typed, lower-cased, whether or not it has an
// account) and per client IP within a window: each failure slows the next answer a little more, and
// the failure that reaches the limit locks sign-in for that email or IP for a whole window from then.
// The counters live in the shared state (ratelimit/shared-state.ts: the database by default, Redis
// with REDIS_URL), so every process serving the shop counts the same guesses and a restart forgets
// none of them (docs/decisions/0047-*.md).
import type { RateLimiterAbstract, RateLimiterRes } from "rate-limiter-flexible";
import { memoryStore, type RateLimitStore } from "../ratelimit/limiter.js";

export interface SignInLimits {
  /** failures allowed per email within the window */
  perEmail: number;
  /** failures allowed per client IP within the window */
  perIp: number;
  windowMs: number;
  /** delay added per earlier failure of the email, up to maxDelayMs */
  delayStepMs: number;
  maxDelayMs: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  perEmail: 5,
  perIp: 20,
  windowMs: 15 * 60_000,
  delayStepMs: 250,
  maxDelayMs: 2_000,
};

export type SignInVerdict = { allowed: true; delayMs: number } | { allowed: false; retryAfterSeconds: number };

export interface SignInLimiter {
  limits: SignInLimits;
  /** Before checking a password: refused past a limit, else how long to make the caller wait. */
  check(email: string, ip: string): Promise<SignInVerdict>;
  failed(email: string, ip: string): Promise<void>;
  /** A successful sign-in clears the email's failures (not the IP's: one shopper's success says nothing of the rest). */
  succeeded(email: string, ip: string): Promise<void>;
}

const emailKey = (email: string) => email.trim().toLowerCase();

/**
 * `name` keeps the counters of different limits apart (sign-in, password reset requests); limiters
 * of the same name in other processes, or after a restart, share their counts through `store`.
 */
export function createSignInLimiter(
  limits: SignInLimits,
  store: RateLimitStore = memoryStore,
  name = "sign-in",
): SignInLimiter {
  const windowSeconds = Math.max(1, Math.ceil(limits.windowMs / 1000));
  const byEmail = store(`${name}-email`, { points: limits.perEmail, durationSeconds: windowSeconds });
  const byIp = store(`${name}-ip`, { points: limits.perIp, durationSeconds: windowSeconds });

  /** Milliseconds a key with this state stays locked; 0 when it is not. */
  const lockedFor = (state: RateLimiterRes | null, allowed: number) =>
    state && state.consumedPoints >= allowed ? Math.max(1, state.msBeforeNext) : 0;

  /** Counts one failure; the one that reaches the limit locks the key for a whole window from now. */
  const count = async (counter: RateLimiterAbstract, key: string, allowed: number) => {
    const state = await counter.penalty(key, 1);
    if (state.consumedPoints === allowed) await counter.block(key, windowSeconds);
  };

  return {
    limits,
    async check(email, ip) {
      const [emailState, ipState] = await Promise.all([byEmail.get(emailKey(email)), byIp.get(ip)]);
      const lockMs = Math.max(lockedFor(emailState, limits.perEmail), lockedFor(ipState, limits.perIp));
      if (lockMs > 0) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(lockMs / 1000)) };
      const failures = emailState?.consumedPoints ?? 0;
      return { allowed: true, delayMs: Math.min(limits.maxDelayMs, failures * limits.delayStepMs) };
    },
    async failed(email, ip) {
      await Promise.all([count(byEmail, emailKey(email), limits.perEmail), count(byIp, ip, limits.perIp)]);
    },
    async succeeded(email) {
      await byEmail.delete(emailKey(email));
    },
  };
}
