// What every component may need about the shop being shown, provided once by the root.
import { createContext, useContext } from "react";
import type { MoneyFormat } from "~/i18n/format";

export interface ShopContextValue {
  locale: string;
  currencyFormats: MoneyFormat[];
}

export const ShopContext = createContext<ShopContextValue>({ locale: "en-GB", currencyFormats: [] });

export function useShop(): ShopContextValue {
  return useContext(ShopContext);
}
