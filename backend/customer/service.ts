// Customers (Magento's Customer and Integration modules): accounts and their bearer tokens.
// Tokens are random and stored only as their SHA-256, with an expiry (Magento's default customer
// token lifetime, 1 hour, unless configured). Accounts are shared by all websites (Magento's global
// account scope): the demo customer signs in on every store.
import { createHash, randomBytes } from "node:crypto";
import type { Database } from "better-sqlite3";
import { ShopError } from "../shared/errors.js";
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

export interface CustomerRow {
  id: number;
  website_id: number;
  email: string;
  password_hash: string;
  firstname: string;
  lastname: string;
  gender: number | null;
  date_of_birth: string | null;
  mobile_number: string | null;
  fitness_goal: string | null;
  /** JSON list of CustomerDietaryNeed names (attributes.ts) */
  dietary_needs: string | null;
  referral_code: string | null;
  is_verified_buyer: number;
  default_billing: number | null;
  default_shipping: number | null;
  group_id: number;
  store_code: string;
  created_at: string;
}

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
  const tokenOwner = db.prepare(
    "SELECT customer_id FROM customer_tokens WHERE token = ? AND revoked = 0 AND expires_at > ?",
  );
  const byEmail = db.prepare("SELECT * FROM customers WHERE email = ? COLLATE NOCASE ORDER BY id LIMIT 1");
  const byId = db.prepare("SELECT * FROM customers WHERE id = ?");
  const insertToken = db.prepare(
    "INSERT INTO customer_tokens (token, customer_id, created_at, expires_at) VALUES (?, ?, ?, ?)",
  );
  const revoke = db.prepare("UPDATE customer_tokens SET revoked = 1 WHERE token = ?");
  const purge = db.prepare("DELETE FROM customer_tokens WHERE expires_at <= ? OR revoked = 1");
  const groupCode = db.prepare("SELECT code FROM customer_groups WHERE id = ?");
  const orderCount = db.prepare("SELECT COUNT(*) AS n FROM orders WHERE customer_id = ?");
  const subscribed = db.prepare(
    "SELECT 1 FROM newsletter_subscribers WHERE customer_id = ? AND status = 'SUBSCRIBED' LIMIT 1",
  );

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  return {
    /** The customer a bearer token belongs to; null when it is unknown, revoked or expired. */
    customerIdForToken(token: string, now = new Date()): number | null {
      const row = tokenOwner.get(digest(token), sqlTime(now)) as { customer_id: number } | undefined;
      return row?.customer_id ?? null;
    },

    byId(customerId: number): CustomerRow | undefined {
      return byId.get(customerId) as CustomerRow | undefined;
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
      const customer = email.trim() ? (byEmail.get(email.trim()) as CustomerRow | undefined) : undefined;
      // The hash is checked even without an account, so both answers take the same time.
      const matches = verifyPassword(password, customer?.password_hash ?? DUMMY_HASH);
      if (!customer || !matches) {
        await limiter.failed(email, clientIp);
        throw new ShopError(SIGN_IN_INCORRECT, "authentication");
      }
      await limiter.succeeded(email, clientIp);
      const token = randomBytes(32).toString("base64url");
      purge.run(sqlTime(now));
      insertToken.run(digest(token), customer.id, sqlTime(now), sqlTime(new Date(now.getTime() + lifetimeMs)));
      return token;
    },

    /** Revokes one token (signing out on one device leaves the others signed in, as Magento does). */
    revokeToken(token: string): void {
      revoke.run(digest(token));
    },

    groupCode(groupId: number): string {
      return (groupCode.get(groupId) as { code: string } | undefined)?.code ?? "General";
    },

    /** A customer who has not ordered yet (SPEC's new-customer flag). */
    isNewCustomer(customerId: number): boolean {
      return (orderCount.get(customerId) as { n: number }).n === 0;
    },

    isSubscribed(customerId: number): boolean {
      return !!subscribed.get(customerId);
    },
  };
}

/** Throws Magento's authorization error for a guest; the customer's id otherwise. */
export function requireCustomer(customerId: number | null): number {
  if (customerId === null) throw new ShopError(NOT_AUTHORIZED, "authorization");
  return customerId;
}

export type CustomerService = ReturnType<typeof createCustomerService>;
