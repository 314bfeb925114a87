// The table of one store view's addresses that the browser gets in the root's data (addresses.ts).
import { withPageSegments } from "~/i18n/page-segments";
import { storePath, type StoreView } from "~/i18n/store-views";
import { patternIn } from "./screens.mjs";
import { screens } from "./registry";
import type { AddressTable } from "./addresses";

export function addressTable(storeView: StoreView): AddressTable {
  const routed = withPageSegments(storeView);
  return {
    store: storeView.code,
    paths: Object.fromEntries(
      screens.map((screen) => [screen.id, storePath(storeView, `/${patternIn(screen, routed)}`)]),
    ),
    noindex: screens.filter((screen) => screen.noindex).map((screen) => screen.id),
    steps: screens.flatMap((screen) => (screen.step ? [[screen.id, screen.step] as [string, typeof screen.step]] : [])),
  };
}
