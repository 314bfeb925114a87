// What a shopper typed into an account form when their sign-in had ended (expired, revoked): kept in
// the (sealed) session while they sign in again, then given back to the same page's form once. Never
// a password; bounded, because it travels in the cookie; forgotten after DRAFT_LIFETIME_MS, so a
// draft left on a shared device does not fill someone else's form a day later.
import type { ShopSession } from "./session.server";

export type DraftValues = Record<string, string | string[]>;

export interface FormDraft {
  /** The page the form is on (its path, no query). */
  path: string;
  values: DraftValues;
  /** When it was kept (ms since the epoch). */
  at: number;
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

/** Keeps the form's values for its page; answers whether anything was worth keeping. */
export function keepFormDraft(session: ShopSession, path: string, formData: FormData, now = Date.now()): boolean {
  const values = draftValuesOf(formData);
  if (!Object.keys(values).length) {
    session.unset("formDraft");
    return false;
  }
  session.set("formDraft", { path, values, at: now });
  return true;
}

/** The draft kept for this page, removed from the session; null when there is none (or it is stale). */
export function takeFormDraft(session: ShopSession, path: string, now = Date.now()): DraftValues | null {
  const draft = session.get("formDraft");
  if (!draft || draft.path !== path) return null;
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
