// SessionData (SPEC §7): what the backend knows about a visitor at the start of a session: the
// geo-store suggestion, the customer and the cart.
import { commerceRequest, type CommerceRequestContext } from "../client.server";
import { speaksExtensions } from "../core/dialect.server";
import { graphql } from "../generated";
import type { SessionData } from "./session-data";

export const SESSION_DATA_QUERY = graphql(`
  query SessionData($cartId: String) {
    sessionData(cart_id: $cartId) {
      geo_store {
        popup_enabled
        website
        store
        currency
        popup_title
        popup_subline
        popup_button
        popup_copy1
        popup_copy2
      }
      customer {
        email
        token
        firstname
      }
      cart {
        id
        total_quantity
      }
    }
  }
`);

/** What a backend without an answer for this visitor knows: nothing. */
const NO_SESSION_DATA: SessionData = { geo_store: null, customer: null, cart: null };

/** Visitor headers the backend's geo decision reads (a CDN's country header, the browser's languages). */
export const GEO_HEADERS = ["CF-IPCountry", "X-Country-Code", "Accept-Language"] as const;

/**
 * How long the answer for a visitor with neither cart nor sign-in is reused. For such a visitor the
 * backend's answer is the geo suggestion alone, decided by the store view and the GEO_HEADERS; asking
 * again on every page of every new visitor (each cookie-less request) only costs a backend query.
 */
export const ANONYMOUS_SESSION_DATA_TTL_MS = 60_000;
/** Distinct store view and header combinations remembered at once (the oldest is forgotten first). */
const ANONYMOUS_SESSION_DATA_LIMIT = 500;
const anonymousAnswers = new Map<string, { until: number; answer: Promise<SessionData> }>();

export async function getSessionData(
  ctx: CommerceRequestContext,
  cartId: string | undefined,
  request: Request,
): Promise<SessionData> {
  // sessionData is the extension's: a stock Magento knows nothing of a visitor before they act.
  if (!(await speaksExtensions(ctx))) return NO_SESSION_DATA;
  const extraHeaders: Record<string, string> = {};
  for (const name of GEO_HEADERS) {
    const value = request.headers.get(name);
    if (value) extraHeaders[name] = value;
  }
  const ask = async () => {
    const { data } = await commerceRequest({ ...ctx, extraHeaders }, SESSION_DATA_QUERY, {
      cartId: cartId ?? null,
    });
    return data.sessionData ?? NO_SESSION_DATA;
  };
  if (cartId || ctx.customerToken) return ask();
  const key = JSON.stringify([ctx.commerceUrl, ctx.storeCode, ctx.currency ?? "", extraHeaders]);
  const now = Date.now();
  const kept = anonymousAnswers.get(key);
  if (kept && kept.until > now) return kept.answer;
  const answer = ask();
  anonymousAnswers.delete(key);
  anonymousAnswers.set(key, { until: now + ANONYMOUS_SESSION_DATA_TTL_MS, answer });
  if (anonymousAnswers.size > ANONYMOUS_SESSION_DATA_LIMIT)
    anonymousAnswers.delete(anonymousAnswers.keys().next().value!);
  // A failure is not kept: the next visitor asks again.
  answer.catch(() => {
    if (anonymousAnswers.get(key)?.answer === answer) anonymousAnswers.delete(key);
  });
  return answer;
}

/** Forgets every remembered answer (tests whose mocked backend answers differently each time). */
export function forgetAnonymousSessionData(): void {
  anonymousAnswers.clear();
}
