// What the backend knows about a visitor at the start of a session (SPEC §7 SessionData), as the
// shell and the geo-store notice read it. Types only: safe to import from components.
import type { SessionDataQuery } from "../generated/graphql";

export type SessionData = NonNullable<SessionDataQuery["sessionData"]>;
export type GeoStoreSuggestion = NonNullable<SessionData["geo_store"]>;
/** The suggestion as the popup shows it: every text in the suggested store's language, "stay" too. */
export type GeoStoreOffer = GeoStoreSuggestion & { stay_label: string };
