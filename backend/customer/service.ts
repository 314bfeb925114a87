// Customers (Magento's Customer and Integration modules): accounts and their bearer tokens.
// Tokens are random and stored only as their SHA-256, with an expiry (Magento's default customer
// token lifetime, 1 hour, unless configured). Accounts are shared by all websites (Magento's global
// account scope): the demo customer signs in on every store.
import { createHash, randomBytes } from "node:crypto";
import type { Database } from "better-sqlite3";
import { ShopError } from "../shared/errors.js";
import { createCustomerRepository, type CustomerRow } from "./repository.js";
import { DUMMY_HASH, verifyPassword } from "./passwords.js";
import { createSignInLimiter, DEFAULT_SIGN_IN_LIMITS, type SignInLimits } from "./sign-in-limits.js";
import type { RateLimitStore } from "../ratelimit/limiter.js";
import { sqliteSharedState } from "../ratelimit/shared-state.js";

/** Magento's answer to any failed sign-in: it never says whether the email has an account. */
export const SIGN_IN_INCORRECT =
  "The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.";
export const NOT_AUTHORIZED = "The current customer isn't authorized.";
export const signInLimited = (minutes: number) =>
  `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;

export type { CustomerRow };

export interface CustomerServiceOptions {
  /** token lifetime; Magento's oauth/access_token_lifetime/customer defaults to 1 hour */
  tokenLifetimeMs?: number;
  signInLimits?: Partial<SignInLimits>;
  /** Where the failure counters live; default this database (shared by every process on it). */
  rateLimitStore?: RateLimitStore;
}

export const DEFAULT_TOKEN_LIFETIME_MS = 60 * 60_000;

/** SQLite's datetime text, which sorts and compares like the dates it stands for. */
export const sqlTime = (d: Date) => d.toISOString().replace("T", " ").slice(0, 19);

const digest = (token: string) => createHash("sha256").update(token).digest("hex");

export class SignInLimitedError extends ShopError {
  constructor(readonly retryAfterSeconds: number) {
    super(signInLimited(Math.ceil(retryAfterSeconds / 60)), "input");
  }
}

export function createCustomerService(db: Database, options: CustomerServiceOptions = {}) {
  const lifetimeMs = options.tokenLifetimeMs ?? DEFAULT_TOKEN_LIFETIME_MS;
  const limiter = createSignInLimiter(
    { ...DEFAULT_SIGN_IN_LIMITS, ...options.signInLimits },
    options.rateLimitStore ?? sqliteSharedState(db).rateLimitStore,
  );
  const accounts = createCustomerRepository(db);

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  return {
    /** The customer a bearer token belongs to; null when it is unknown, revoked or expired. */
    customerIdForToken(token: string, now = new Date()): number | null {
      return accounts.tokenOwner(digest(token), sqlTime(now)) ?? null;
    },

    byId(customerId: number): CustomerRow | undefined {
      return accounts.byId(customerId);
    },

    /**
     * A new bearer token for the account, or SIGN_IN_INCORRECT whatever went wrong (unknown email,
     * wrong password). Failures slow the next attempts down and then refuse them for a while
     * (SignInLimitedError), per email and per client IP.
     */
    async generateToken(email: string, password: string, clientIp: string, now = new Date()): Promise<string> {
      const verdict = await limiter.check(email, clientIp);
      if (!verdict.allowed) throw new SignInLimitedError(verdict.retryAfterSeconds);
      if (verdict.delayMs) await sleep(verdict.delayMs);
      const customer = email.trim() ? accounts.byEmail(email.trim()) : undefined;
      // The hash is checked even without an account, so both answers take the same time.
      const matches = verifyPassword(password, customer?.password_hash ?? DUMMY_HASH);
      if (!customer || !matches) {
        await limiter.failed(email, clientIp);
        throw new ShopError(SIGN_IN_INCORRECT, "authentication");
      }
      await limiter.succeeded(email, clientIp);
      const token = randomBytes(32).toString("base64url");
      accounts.purgeTokens(sqlTime(now));
      accounts.insertToken(digest(token), customer.id, sqlTime(now), sqlTime(new Date(now.getTime() + lifetimeMs)));
      return token;
    },

    /** Revokes one token (signing out on one device leaves the others signed in, as Magento does). */
    revokeToken(token: string): void {
      accounts.revokeToken(digest(token));
    },

    groupCode(groupId: number): string {
      return accounts.groupCode(groupId) ?? "General";
    },

    /** A customer who has not ordered yet (SPEC's new-customer flag). */
    isNewCustomer(customerId: number): boolean {
      return accounts.orderCount(customerId) === 0;
    },

    isSubscribed(customerId: number): boolean {
      return accounts.isSubscribed(customerId);
    },
  };
}

/** Throws Magento's authorization error for a guest; the customer's id otherwise. */
export function requireCustomer(customerId: number | null): number {
  if (customerId === null) throw new ShopError(NOT_AUTHORIZED, "authorization");
  return customerId;
}

export type CustomerService = ReturnType<typeof createCustomerService>;
