// The table of one store view's addresses that the browser gets in the root's data (addresses.ts).
import { storePath, type StoreView } from "~/i18n/store-views";
import { patternIn } from "./screens.mjs";
import { screens } from "./registry";
import type { AddressTable } from "./addresses";

export function addressTable(storeView: StoreView): AddressTable {
  return {
    store: storeView.code,
    paths: Object.fromEntries(
      screens.map((screen) => [screen.id, storePath(storeView, `/${patternIn(screen, storeView)}`)]),
    ),
    noindex: screens.filter((screen) => screen.noindex).map((screen) => screen.id),
    steps: screens.flatMap((screen) => (screen.step ? [[screen.id, screen.step] as [string, typeof screen.step]] : [])),
  };
}
