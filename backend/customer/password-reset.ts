// Password reset (Magento's requestPasswordResetEmail and resetPassword). A request always answers
// true, whatever the email, so it never tells whether an address has an account; for an account it
// stores a new random token (only its SHA-256), valid 24 hours (SPEC §9), single use, and mails the
// shop's own reset link for the store view asked from; the customer's older tokens stop working.
// Requests are limited per email (account or not) and per client IP, so the endpoint cannot be used
// to flood a mailbox. A reset checks the token, sets the password, marks the token used and revokes
// the customer's bearer tokens (signed in elsewhere with the old password: signed out).
import { createHash, randomBytes } from "node:crypto";
import type { Database } from "better-sqlite3";
import { composed, mailTemplates } from "../mail/templates.js";
import type { MailOutbox } from "../mail/outbox.js";
import { isValidEmail } from "../newsletter/service.js";
import { ShopError } from "../shared/errors.js";
import type { StoreView } from "../store/repository.js";
import { hashPassword } from "./passwords.js";
import { passwordChangedNotice } from "./password-changed.js";
import { checkNewPassword } from "./registration.js";
import type { PasswordRules } from "./password-rules.js";
import { createPasswordResetRepository, type ResetTokenRow } from "./repository.js";
import { sqlTime } from "./service.js";
import { createSignInLimiter, type SignInLimits } from "./sign-in-limits.js";
import type { RateLimitStore } from "../ratelimit/limiter.js";
import { sqliteSharedState } from "../ratelimit/shared-state.js";

export const RESET_TOKEN_LIFETIME_MS = 24 * 60 * 60_000;
export const TOKEN_MISMATCHED = "The password token is mismatched. Reset and try again.";
export const TOKEN_EXPIRED = "The password token is expired. Reset and try again.";
export const INVALID_EMAIL_FORMAT = "The email address has an invalid format.";
export const TOO_MANY_RESET_REQUESTS =
  "We received too many requests for password resets. Please wait and try again later.";

/** Requests counted per email and per client IP within an hour (Magento: 5 an hour by default). */
export const DEFAULT_RESET_REQUEST_LIMITS: SignInLimits = {
  perEmail: 3,
  perIp: 10,
  windowMs: 60 * 60_000,
  delayStepMs: 0,
  maxDelayMs: 0,
};

export class ResetRequestsLimitedError extends ShopError {
  constructor(readonly retryAfterSeconds: number) {
    super(TOO_MANY_RESET_REQUESTS, "input");
  }
}

export type ResetTokenStatus = "VALID" | "EXPIRED" | "INVALID";

const digest = (token: string) => createHash("sha256").update(token).digest("hex");

export interface PasswordResetOptions {
  limits?: Partial<SignInLimits>;
  /** Where the request counters live; default this database (shared by every process on it). */
  rateLimitStore?: RateLimitStore;
  /** the storefront's address for the link in a store view; else the origin the request reached */
  storefrontUrl?: (store: StoreView) => string | undefined;
  shopName: (store: StoreView) => string;
  /** the store view's rules for a new password (Magento's defaults without one) */
  passwordRules?: (store: StoreView) => PasswordRules;
}

export function createPasswordResetService(db: Database, mail: MailOutbox, options: PasswordResetOptions) {
  const limiter = createSignInLimiter(
    { ...DEFAULT_RESET_REQUEST_LIMITS, ...options.limits },
    options.rateLimitStore ?? sqliteSharedState(db).rateLimitStore,
    "password-reset",
  );
  const resets = createPasswordResetRepository(db);
  const passwordChanged = passwordChangedNotice(mail, options.shopName);

  const resetLink = (store: StoreView, origin: string, token: string, email: string) => {
    const base = (options.storefrontUrl?.(store) || origin).replace(/\/+$/, "");
    const prefix = store.path_prefix ? `/${store.path_prefix}` : "";
    const query = new URLSearchParams({ token, email });
    return `${base}${prefix}/customer/account/resetpassword?${query}`;
  };

  /** The token's row when it belongs to the email's account; expired ones included. */
  const findToken = (email: string, token: string): { row: ResetTokenRow | undefined; customerId: number | null } => {
    const customer = resets.customerByEmail(email.trim());
    const row = token ? resets.token(digest(token)) : undefined;
    // A token is only good for the account it was made for.
    const owned = !!row && !!customer && row.customer_id === customer.id;
    return { row: owned ? row : undefined, customerId: customer?.id ?? null };
  };

  const statusOf = (row: ResetTokenRow | undefined, now: Date): ResetTokenStatus => {
    if (!row || row.used_at) return "INVALID";
    return row.expires_at > sqlTime(now) ? "VALID" : "EXPIRED";
  };

  return {
    /** Always true for a well-formed address; mails a link only when it has an account. */
    async request(
      store: StoreView,
      rawEmail: string,
      clientIp: string,
      origin: string,
      now = new Date(),
    ): Promise<true> {
      const email = (rawEmail ?? "").trim();
      if (!isValidEmail(email)) throw new ShopError(INVALID_EMAIL_FORMAT, "input");
      const verdict = await limiter.check(email, clientIp);
      if (!verdict.allowed) throw new ResetRequestsLimitedError(verdict.retryAfterSeconds);
      await limiter.failed(email, clientIp);
      const customer = resets.customerByEmail(email);
      if (!customer) return true;
      const token = randomBytes(32).toString("base64url");
      db.transaction(() => {
        resets.retireTokens(customer.id, sqlTime(now));
        resets.insertToken(
          digest(token),
          customer.id,
          sqlTime(now),
          sqlTime(new Date(now.getTime() + RESET_TOKEN_LIFETIME_MS)),
        );
      })();
      const shop = options.shopName(store);
      mail.send(
        {
          to: customer.email,
          storeCode: store.code,
          kind: "password-reset",
          ...composed(
            mailTemplates(store.lang).passwordReset({
              name: `${customer.firstname} ${customer.lastname}`,
              shop,
              link: resetLink(store, origin, token, customer.email),
            }),
          ),
        },
        now,
      );
      return true;
    },

    /** Whether a link still works, without using it (the reset page asks before showing its form). */
    tokenStatus(email: string, token: string, now = new Date()): ResetTokenStatus {
      return statusOf(findToken(email, token).row, now);
    },

    reset(rawEmail: string, token: string, newPassword: string, store?: StoreView, now = new Date()): true {
      const email = (rawEmail ?? "").trim();
      if (!isValidEmail(email)) throw new ShopError(INVALID_EMAIL_FORMAT, "input");
      if (!token) throw new ShopError("resetPasswordToken must be specified", "input");
      if (!newPassword) throw new ShopError("newPassword must be specified", "input");
      const { row } = findToken(email, token);
      const status = statusOf(row, now);
      if (status === "INVALID") throw new ShopError(TOKEN_MISMATCHED, "input");
      if (status === "EXPIRED") throw new ShopError(TOKEN_EXPIRED, "input");
      const password = checkNewPassword(newPassword, email, store ? options.passwordRules?.(store) : undefined);
      db.transaction(() => {
        resets.setPassword(row!.customer_id, hashPassword(password), sqlTime(now));
        resets.retireTokens(row!.customer_id, sqlTime(now));
        resets.revokeBearerTokens(row!.customer_id);
      })();
      const customer = resets.customerByEmail(email);
      if (customer && store) passwordChanged(customer, store, now);
      return true;
    },

    /** Test hook: makes the email's unused tokens look as old as `ageMs` (an expired link). */
    ageTokens(email: string, ageMs: number, now = new Date()): number {
      const customer = resets.customerByEmail(email.trim());
      if (!customer) return 0;
      return resets.redateOpenTokens(
        customer.id,
        sqlTime(new Date(now.getTime() - ageMs)),
        sqlTime(new Date(now.getTime() - ageMs + RESET_TOKEN_LIFETIME_MS)),
      );
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
