// The store settings the product page reads besides the product (issue 13): the delivery timer for
// the delivery tab, the flavour label settings, and the time zone deals end in. They come from the
// store data every page already has (the App query, kept in process), not a backend call of their own.
import type { StoreData } from "../store/store";
import { storeDeliveryTimer } from "../checkout/delivery-timer";
import type { ProductPageSettings } from "./product-page-settings";

export function productPageSettings(store: StoreData): ProductPageSettings {
  const config = store.storeConfig;
  return {
    timezone: config.timezone || "UTC",
    deliveryTimer: storeDeliveryTimer(config),
    flavourLabel: { enabled: config.flavour_label_enabled ?? false, defaultText: config.flavour_label_default || "" },
  };
}
