// The store settings the product page reads besides the product (issue 13): the delivery timer for
// the delivery tab, the flavour label settings, and the time zone deals end in.
import { commerceRequest, required, type CommerceRequestContext } from "../client.server";
import { graphql } from "../generated";
import type { ProductPageSettings } from "./product-page-settings";

export const PRODUCT_PAGE_SETTINGS_QUERY = graphql(`
  query ProductPageSettings {
    storeConfig {
      timezone
      delivery_timer {
        shipment_time
        delivery_time
      }
      flavour_label_enabled
      flavour_label_default
    }
  }
`);

export async function productPageSettings(ctx: CommerceRequestContext): Promise<ProductPageSettings> {
  const { data } = await commerceRequest(ctx, PRODUCT_PAGE_SETTINGS_QUERY, {});
  const config = required(data.storeConfig, "store configuration");
  const timer = config.delivery_timer;
  const timezone = config.timezone || "UTC";
  return {
    timezone,
    deliveryTimer:
      timer?.shipment_time && timer.delivery_time
        ? { shipmentTime: timer.shipment_time, deliveryTime: timer.delivery_time, timezone }
        : null,
    flavourLabel: { enabled: config.flavour_label_enabled ?? false, defaultText: config.flavour_label_default || "" },
  };
}
