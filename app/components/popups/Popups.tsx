import type { PopupSettings } from "~/shell/popups.server";

/** Newsletter, customs warning and cookie consent, per the store's settings (placeholder). */
export function Popups(_props: { settings: PopupSettings }) {
  return null;
}
