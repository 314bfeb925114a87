// What a shopper typed into an account form when their sign-in had ended (expired, revoked): kept in
// the (sealed) session while they sign in again, then given back to the same page's form once, and
// only to the customer who typed it: the draft carries a hash of the email that customer signed in
// with, and someone else signing in on the same device (a shared computer) gets an empty form, the
// draft dropped. Never a password; bounded, because it travels in the cookie; forgotten after
// DRAFT_LIFETIME_MS.
import { createHash } from "node:crypto";
import type { DraftValues } from "./form-draft";
import type { ShopSession } from "./session.server";

/** A customer's key in the session: a hash of their email, as they sign in with it (any case). */
export function customerKeyOf(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("base64url").slice(0, 22);
}

export const DRAFT_LIFETIME_MS = 30 * 60 * 1000;
/** Enough for any account form (the address form has about 15 fields); the cookie stays small. */
const MAX_FIELDS = 30;
const MAX_VALUE_LENGTH = 300;
/** Fields never kept: passwords, and the form's own plumbing. */
const NOT_KEPT = /password|^intent$|^_/i;

/** The form's typed values, without passwords or files, bounded. */
export function draftValuesOf(formData: FormData): DraftValues {
  const values: DraftValues = {};
  let fields = 0;
  for (const [name, value] of formData.entries()) {
    if (typeof value !== "string" || NOT_KEPT.test(name) || name.length > 100) continue;
    if (++fields > MAX_FIELDS) break;
    const text = value.slice(0, MAX_VALUE_LENGTH);
    const before = values[name];
    values[name] = before === undefined ? text : [...(Array.isArray(before) ? before : [before]), text];
  }
  return values;
}

/**
 * Keeps the form's values for its page and for `customer` (their customerKeyOf); answers whether
 * anything was kept. Without a known customer (a session signed in before keys were kept, or one
 * that signed out) nothing is: nobody could tell whose the values were.
 */
export function keepFormDraft(
  session: ShopSession,
  path: string,
  formData: FormData,
  customer: string | undefined,
  now = Date.now(),
): boolean {
  const values = draftValuesOf(formData);
  if (!customer || !Object.keys(values).length) {
    session.unset("formDraft");
    return false;
  }
  session.set("formDraft", { path, values, at: now, customer });
  return true;
}

/**
 * The draft kept for this page, removed from the session, when the customer signed in now is the
 * one who typed it; null when there is none, it is stale, or it was someone else's (then dropped).
 */
export function takeFormDraft(session: ShopSession, path: string, now = Date.now()): DraftValues | null {
  const draft = session.get("formDraft");
  if (!draft) return null;
  const customer = session.get("customerKey");
  if (!customer || draft.customer !== customer) {
    // Another customer signed in on this device (or nobody is): the draft is never theirs.
    if (session.get("customerToken")) session.unset("formDraft");
    return null;
  }
  if (draft.path !== path) return null;
  session.unset("formDraft");
  return now - draft.at <= DRAFT_LIFETIME_MS ? draft.values : null;
}

/**
 * A draft as the form's last result (Conform's `lastResult`): its values fill the form, with no
 * errors shown, with or without JavaScript.
 */
export function draftResult(values: DraftValues | null) {
  return values ? { initialValue: values, error: {} } : null;
}
