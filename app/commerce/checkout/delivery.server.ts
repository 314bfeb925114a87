// What the delivery step reads besides the cart (issue 11, part A): the countries the store
// delivers to and the delivery timer (storeConfig).
import { commerceRequest, required, type CommerceRequestContext } from "../client.server";
import { graphql } from "../generated";
import { presentItems } from "../lists";
import type { DeliveryTimer } from "./delivery-timer";

export const DELIVERY_SETTINGS_QUERY = graphql(`
  query CheckoutDeliverySettings {
    storeConfig {
      allowed_countries
      default_country
      timezone
      delivery_timer {
        shipment_time
        delivery_time
      }
    }
  }
`);

export interface DeliverySettings {
  allowedCountries: string[];
  defaultCountry: string;
  timer: DeliveryTimer | null;
}

export async function deliverySettings(ctx: CommerceRequestContext): Promise<DeliverySettings> {
  const { data } = await commerceRequest(ctx, DELIVERY_SETTINGS_QUERY, {});
  const config = required(data.storeConfig, "store configuration");
  const allowedCountries = presentItems(config.allowed_countries);
  const timer = config.delivery_timer;
  return {
    allowedCountries,
    defaultCountry: config.default_country ?? allowedCountries[0] ?? "GB",
    timer:
      timer?.shipment_time && timer.delivery_time
        ? { shipmentTime: timer.shipment_time, deliveryTime: timer.delivery_time, timezone: config.timezone ?? "UTC" }
        : null,
  };
}
