// The delivery estimate moves with the basket to another store view: a shopper who told one store
// where the parcel goes is not asked again by a store that delivers there too. A store that does not
// deliver to that country leaves the basket to its own estimate (or its default country), as a
// shop abroad does.
import { commerceRequest, type CommerceRequestContext } from "../client.server";
import { isCommerceError } from "../errors";
import { graphql } from "../generated";
import { presentItems } from "../lists";
import { estimateShippingMethods, type EstimateAddressInput } from "./estimate-shipping.server";

/** Magento's Query.countries: the store view's allowed countries (core, so any Magento answers it). */
export const STORE_COUNTRIES_QUERY = graphql(`
  query StoreCountries {
    countries {
      two_letter_abbreviation
    }
  }
`);

interface CartShippingAddress {
  country?: { code?: string | null } | null;
  region?: { label?: string | null } | null;
  postcode?: string | null;
}

/** The address a basket was last estimated (or addressed) for, as an estimate's input. */
export function estimateAddressOf(
  addresses: ReadonlyArray<CartShippingAddress | null> | null | undefined,
): EstimateAddressInput | null {
  const address = presentItems(addresses)[0];
  const countryId = address?.country?.code;
  if (!countryId) return null;
  return {
    countryId,
    ...(address.region?.label ? { region: address.region.label } : {}),
    ...(address.postcode ? { postcode: address.postcode } : {}),
  };
}

/**
 * Estimates the target basket for the source basket's address when the target store delivers to
 * its country. The basket has moved whatever this answers: a failure leaves it without the estimate.
 */
export async function carryEstimate(
  to: CommerceRequestContext,
  cartId: string,
  address: EstimateAddressInput | null,
): Promise<void> {
  if (!address) return;
  try {
    const { data } = await commerceRequest(to, STORE_COUNTRIES_QUERY, {});
    const delivers = presentItems(data.countries).some(
      (country) => country.two_letter_abbreviation === address.countryId,
    );
    if (delivers) await estimateShippingMethods(to, cartId, address);
  } catch (error) {
    if (!isCommerceError(error)) throw error;
  }
}
