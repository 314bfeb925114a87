// What every component may need about the shop being shown, provided once by the root.
import { createContext, useContext } from "react";
import type { MoneyFormat } from "~/i18n/format";

export interface ShopContextValue {
  locale: string;
  currencyFormats: MoneyFormat[];
  /** The store's time zone (storeConfig.timezone): the day a date is shown as. */
  timeZone: string;
}

export const ShopContext = createContext<ShopContextValue>({
  locale: "en-GB",
  currencyFormats: [],
  timeZone: "UTC",
});

export function useShop(): ShopContextValue {
  return useContext(ShopContext);
}
