import { deferred, DeferredBoundary } from "~/components/ui/deferred";
import { ServerCustomsWarningPopup } from "./customs-warning-popup.server";

const Popup = deferred("customs-popup", ServerCustomsWarningPopup, () => import("./CustomsWarningPopup"));

/** The popup (CustomsWarningPopup.tsx): its code comes only for a store that warns. */
export function CustomsWarningPopup(props: { title: string; text: string }) {
  return (
    <DeferredBoundary id="customs-popup">
      <Popup {...props} />
    </DeferredBoundary>
  );
}
