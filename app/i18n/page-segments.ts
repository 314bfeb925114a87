// The translated address segments of the shop's CMS pages in each store view (privacy policy, terms,
// delivery, returns, contact: /de/datenschutz, /us/shipping). Apart from store-views.json because
// only the server reads them (the route registry, remix.config.js): the browser gets the shown
// store's addresses ready-made in the root's data (app/routing/addresses.ts) and never needs them.
import type { SegmentKey } from "~/routing/screens.mjs";
import segments from "./page-segments.json";
import type { StoreView } from "./store-views";

export type PageSegmentKey = Exclude<SegmentKey, "productsSegment">;

const table = segments as Record<string, Record<PageSegmentKey, string>>;

/** A store view with every translated segment the route registry's patterns may name. */
export function withPageSegments(storeView: StoreView): StoreView & Record<SegmentKey, string> {
  const own = table[storeView.code];
  if (!own) throw new Error(`No page segments for the store view "${storeView.code}" in app/i18n/page-segments.json`);
  return { ...storeView, ...own };
}
