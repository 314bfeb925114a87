// subscribeEmailToNewsletter, like Magento's NewsletterGraphQl resolver: guest subscriptions per store
// view, double opt-in when `newsletter/subscription/confirm` is on (status NOT_ACTIVE until the
// shopper confirms), Magento's error texts.
import { randomBytes } from "node:crypto";
import { gqlError } from "../graphql/errors.js";
import type { Ctx } from "../graphql/context.js";

export type SubscriptionStatus = "NOT_ACTIVE" | "SUBSCRIBED" | "UNSUBSCRIBED" | "UNCONFIRMED";

const inputError = (message: string) => gqlError(message, "graphql-input");

/** Pragmatic address check (Magento uses Laminas' EmailAddress validator): local@domain.tld, no spaces. */
export function isValidEmail(email: string): boolean {
  if (email.length > 254) return false;
  return (
    /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/.test(
      email,
    ) &&
    !email.split("@")[0].startsWith(".") &&
    !email.split("@")[0].endsWith(".") &&
    !email.includes("..")
  );
}

export function subscribe(ctx: Ctx, rawEmail: string): SubscriptionStatus {
  const email = rawEmail.trim();
  if (!email) throw inputError("You must specify an email address to subscribe to a newsletter.");
  if (!isValidEmail(email)) throw inputError("Enter a valid email address.");
  const normalized = email.toLowerCase();
  const store = ctx.store.code;

  // A guest may not subscribe an address that belongs to a customer account of this website.
  const customer = ctx.db
    .prepare("SELECT id FROM customers WHERE website_id = ? AND email = ? COLLATE NOCASE")
    .get(ctx.store.website_id, normalized);
  if (customer) throw inputError("Cannot create a newsletter subscription.");

  const existing = ctx.db
    .prepare("SELECT id, status FROM newsletter_subscribers WHERE email = ? AND store_code = ?")
    .get(normalized, store) as { id: number; status: SubscriptionStatus } | undefined;
  if (existing?.status === "SUBSCRIBED") throw inputError("This email address is already subscribed.");

  const needsConfirmation = ctx.stores.config(store)["newsletter/subscription/confirm"] === true;
  const status: SubscriptionStatus = needsConfirmation ? "NOT_ACTIVE" : "SUBSCRIBED";
  const confirmCode = randomBytes(16).toString("hex");
  if (existing) {
    // pending or unsubscribed: subscribe again (a pending one gets a fresh confirmation code)
    ctx.db
      .prepare("UPDATE newsletter_subscribers SET status = ?, confirm_code = ? WHERE id = ?")
      .run(status, confirmCode, existing.id);
  } else {
    ctx.db
      .prepare(
        "INSERT INTO newsletter_subscribers (email, store_code, customer_id, status, confirm_code, created_at) VALUES (?, ?, NULL, ?, ?, ?)",
      )
      .run(normalized, store, status, confirmCode, new Date().toISOString());
  }
  return status;
}

export const newsletterResolvers = {
  Mutation: {
    subscribeEmailToNewsletter: (_: unknown, args: { email: string }, ctx: Ctx) => ({
      status: subscribe(ctx, args.email),
    }),
  },
};
