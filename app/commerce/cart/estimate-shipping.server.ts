// Magento's REST estimate-shipping-methods (SPEC §7): the methods for a country, region and
// postcode. The backend keeps the address on the cart, so the basket shows it again; the basket's
// estimate form and a basket moving to another store both ask it.
import type { CommerceRequestContext } from "../client.server";
import { restRequest } from "../rest.server";
import type { RestShippingMethod } from "./shipping";

export interface EstimateAddressInput {
  countryId: string;
  region?: string;
  postcode?: string;
}

/** A customer's own cart ("mine", by the bearer token) or a guest cart by its id. */
export async function estimateShippingMethods(
  ctx: CommerceRequestContext,
  cartId: string,
  address: EstimateAddressInput,
): Promise<RestShippingMethod[]> {
  const path = ctx.customerToken
    ? "carts/mine/estimate-shipping-methods"
    : `guest-carts/${encodeURIComponent(cartId)}/estimate-shipping-methods`;
  const body = {
    address: {
      country_id: address.countryId,
      ...(address.region ? { region: address.region } : {}),
      ...(address.postcode ? { postcode: address.postcode } : {}),
    },
  };
  const answer = await restRequest<unknown>(ctx, "POST", path, body);
  return Array.isArray(answer) ? (answer as RestShippingMethod[]) : [];
}
