import type { GeoStoreOffer } from "~/commerce/customer/session-data";
import { usePopupTurn } from "~/components/popups/PopupQueue";
import { deferred, DeferredBoundary } from "~/components/ui/deferred";
import { ServerGeoStoreDialog } from "./geo-store-dialog.server";

/**
 * The suggestion's dialog: rendered on the server at once; in the browser (where the .server module
 * is empty) loaded only for a shopper who gets a suggestion, before the page hydrates.
 */
const GeoStoreDialog = deferred("geo-store", ServerGeoStoreDialog, () => import("./GeoStoreDialog"));

/**
 * The backend's suggestion of a better-matching store (GeoStoreDialog). Its place in the popup queue
 * is taken at once, so a popup after it in the order never opens while the dialog is on its way.
 */
export function GeoStoreNotice({ suggestion }: { suggestion: GeoStoreOffer }) {
  const turn = usePopupTurn("geoStore", Boolean(suggestion.store));
  // A suggestion that names no store offers nothing to switch to.
  if (!suggestion.store) return null;
  return (
    <DeferredBoundary id="geo-store">
      <GeoStoreDialog suggestion={suggestion} turn={turn} />
    </DeferredBoundary>
  );
}
