// Failed sign-ins, counted per account (the email as typed, lower-cased, whether or not it has an
// account) and per client IP over a sliding window: each failure slows the next answer a little
// more, and past the limit sign-in is refused for that email or IP until the window has moved on.
// In memory: one process serves the shop (ADR 0002); a restart forgets, which only helps a shopper.

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

/** Keys kept at most (oldest forgotten first): a flood of made-up emails cannot fill the memory. */
const MAX_KEYS = 50_000;

export type SignInVerdict = { allowed: true; delayMs: number } | { allowed: false; retryAfterSeconds: number };

export function createSignInLimiter(limits: SignInLimits) {
  const failures = new Map<string, number[]>();

  const recent = (key: string, now: number): number[] => {
    const list = (failures.get(key) ?? []).filter((t) => t > now - limits.windowMs);
    if (list.length) failures.set(key, list);
    else failures.delete(key);
    return list;
  };

  const keys = (email: string, ip: string) => ({ email: `email:${email.trim().toLowerCase()}`, ip: `ip:${ip}` });

  return {
    limits,
    /** Before checking a password: refused past a limit, else how long to make the caller wait. */
    check(email: string, ip: string, now = Date.now()): SignInVerdict {
      const k = keys(email, ip);
      const byEmail = recent(k.email, now);
      const byIp = recent(k.ip, now);
      const blocking = [
        byEmail.length >= limits.perEmail ? byEmail[byEmail.length - limits.perEmail] : null,
        byIp.length >= limits.perIp ? byIp[byIp.length - limits.perIp] : null,
      ].filter((t): t is number => t !== null);
      if (blocking.length) {
        const until = Math.max(...blocking) + limits.windowMs;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((until - now) / 1000)) };
      }
      return { allowed: true, delayMs: Math.min(limits.maxDelayMs, byEmail.length * limits.delayStepMs) };
    },
    failed(email: string, ip: string, now = Date.now()): void {
      const k = keys(email, ip);
      for (const key of [k.email, k.ip]) {
        const list = recent(key, now);
        failures.delete(key);
        failures.set(key, [...list, now]);
      }
      while (failures.size > MAX_KEYS) failures.delete(failures.keys().next().value as string);
    },
    /** A successful sign-in clears the email's failures (not the IP's: one shopper's success says nothing of the rest). */
    succeeded(email: string, ip: string): void {
      failures.delete(keys(email, ip).email);
    },
  };
}

export type SignInLimiter = ReturnType<typeof createSignInLimiter>;
