// SessionData (SPEC §7): what the backend knows about a visitor at the start of a session: the
// geo-store suggestion, the customer and the cart.
import { commerceRequest, type CommerceRequestContext } from "../client.server";
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

export async function getSessionData(
  ctx: CommerceRequestContext,
  cartId: string | undefined,
  request: Request,
): Promise<SessionData> {
  const extraHeaders: Record<string, string> = {};
  for (const name of GEO_HEADERS) {
    const value = request.headers.get(name);
    if (value) extraHeaders[name] = value;
  }
  const { data } = await commerceRequest({ ...ctx, extraHeaders }, SESSION_DATA_QUERY, {
    cartId: cartId ?? null,
  });
  return data.sessionData ?? NO_SESSION_DATA;
}
