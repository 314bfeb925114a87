// The session-data domain: what the backend knows about a visitor at the start of a session (the
// geo-store suggestion, the customer, the basket). By default: nothing, as for most visitors.
import { HttpResponse } from "msw";
import type { SessionDataQuery } from "~/commerce/generated/graphql";
import { STORES } from "../../backend/seed/stores";
import { commerce } from "./link";

type SessionData = NonNullable<SessionDataQuery["sessionData"]>;

const NOTHING_KNOWN: SessionData = { geo_store: null, customer: null, cart: null };

export const sessionDataHandlers = [
  commerce.query("SessionData", () => HttpResponse.json({ data: { sessionData: NOTHING_KNOWN } })),
];

/** The seed's German suggestion, made to a visitor from Germany looking at another store. */
export function geoSuggestion(storeCode = "de"): NonNullable<SessionData["geo_store"]> {
  const store = STORES.find((s) => s.code === storeCode)!;
  return {
    popup_enabled: true,
    website: store.website,
    store: store.code,
    currency: store.base,
    popup_title: "Wir liefern auch nach Deutschland",
    popup_subline: null,
    popup_button: "Zum deutschen Shop",
    popup_copy1: null,
    popup_copy2: null,
  };
}

/** SessionData answered with this much known about the visitor. */
export function sessionData(known: Partial<SessionData>) {
  return commerce.query("SessionData", () =>
    HttpResponse.json({ data: { sessionData: { ...NOTHING_KNOWN, ...known } } }),
  );
}

/** The visitor is offered another store view. */
export const suggestsStore = (storeCode = "de") => sessionData({ geo_store: geoSuggestion(storeCode) });
