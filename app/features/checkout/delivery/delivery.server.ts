// What the delivery step reads besides the cart: the countries the store
// delivers to and the delivery timer, from the store data every page already has (the App query,
// kept in process).
import type { CommerceRequestContext } from "~/commerce/client.server";
import { presentItems } from "~/commerce/lists";
import { loadStoreData } from "~/commerce/store/store.server";
import { storeDeliveryTimer, storeHolidays, type DeliveryTimer } from "~/commerce/checkout/delivery-timer";
import { phoneForDisplay } from "~/commerce/phone-display.server";
import type { CheckoutAddress } from "~/features/checkout/state";
import type { AddressView } from "~/commerce/customer/address";
import { NEW_ADDRESS } from "./delivery.fields";

export interface DeliverySettings {
  allowedCountries: string[];
  defaultCountry: string;
  timer: DeliveryTimer | null;
  /** the days besides the weekend on which no order leaves */
  holidays: string[];
}

export async function deliverySettings(ctx: CommerceRequestContext): Promise<DeliverySettings> {
  const config = (await loadStoreData(ctx)).data.storeConfig;
  const listed = presentItems(config.allowed_countries);
  // Stock Magento's storeConfig names no allowed countries (an extension field): the store then
  // delivers to its own default country, which it always names.
  const allowedCountries = listed.length ? listed : config.default_country ? [config.default_country] : [];
  return {
    allowedCountries,
    defaultCountry: config.default_country ?? allowedCountries[0] ?? "GB",
    timer: storeDeliveryTimer(config),
    holidays: storeHolidays(config),
  };
}

/**
 * The address book entries the store delivers to: an entry in another country (a UK address in the
 * French store) is no delivery address here, and choosing it would only end in "no methods".
 */
export function deliverableEntries<T extends Pick<AddressView, "countryCode">>(
  entries: readonly T[],
  allowedCountries: readonly string[],
): T[] {
  return entries.filter((entry) => allowedCountries.includes(entry.countryCode));
}

/**
 * The address choice the step starts with: the entry on the cart, else (nothing typed) the default
 * shipping address, else the first entry; a new address when there is none. `entries` are the
 * deliverable ones, so a default the store cannot deliver to gives way to one it can.
 */
export function firstAddressChoice(
  entries: readonly Pick<AddressView, "id" | "defaultShipping">[],
  onCart: number | null,
  typed: boolean,
): string {
  if (onCart) return String(onCart);
  if (typed || !entries.length) return NEW_ADDRESS;
  return String((entries.find((a) => a.defaultShipping) ?? entries[0]).id);
}

/**
 * The address fields' first values: the address typed before (on the cart), else the account's
 * name and the store's country; the phone number as the shopper writes it, not as it is kept.
 */
export function deliveryFormDefaults(
  typed: CheckoutAddress | null,
  book: { firstname: string; lastname: string } | null,
  defaultCountry: string,
): Record<string, string> {
  return {
    firstname: typed?.firstname ?? book?.firstname ?? "",
    lastname: typed?.lastname ?? book?.lastname ?? "",
    company: typed?.company ?? "",
    street1: typed?.street[0] ?? "",
    street2: typed?.street[1] ?? "",
    houseNumber: typed?.houseNumber ?? "",
    city: typed?.city ?? "",
    region: typed?.region ?? "",
    postcode: typed?.postcode ?? "",
    country: typed?.countryCode ?? defaultCountry,
    telephone: phoneForDisplay(typed?.telephone, typed?.countryCode),
  };
}
