// A parcel's tracking number: a link to its carrier's tracking page where the shop knows that page
// (a plain <a>: the page is the carrier's, not a route of the shop), else the number as text.
import type { OrderTracking } from "~/commerce/sales/orders";

export function TrackingNumber({ track }: { track: OrderTracking }) {
  return track.url ? (
    <a href={track.url} rel="external noopener">
      {track.number}
    </a>
  ) : (
    <>{track.number}</>
  );
}
