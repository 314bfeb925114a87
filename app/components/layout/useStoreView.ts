import { useLocation } from "@remix-run/react";
import { storeViewFromPath, type StoreView } from "~/i18n/store-views";

/** The store view of the page being shown, from its URL prefix. */
export function useStoreView(): StoreView {
  return storeViewFromPath(useLocation().pathname);
}
