// The basket's delivery section as components see it: progress toward free delivery, the shipping
// estimate's address and methods, and the store's delivery settings. Types and pure functions only.
import type { CartShippingEstimateQuery, CartShippingFieldsFragment } from "../generated/graphql";
import { presentItems } from "../lists";
import { toMoney, type Money } from "../money";

export interface ShippingView {
  /** Free delivery from this subtotal, in the display currency; null when the store has none. */
  freeDeliveryAmount: number | null;
}

export function toShippingView(cart: CartShippingFieldsFragment): ShippingView {
  return { freeDeliveryAmount: cart.free_delivery_amount || null };
}

/** Magento's ShippingMethodInterface as the REST estimate answers it (REST-FACTS §1). */
export interface RestShippingMethod {
  carrier_code: string;
  method_code: string;
  carrier_title?: string;
  method_title?: string;
  amount: number;
  base_amount: number;
  available: boolean;
  error_message: string;
  price_excl_tax: number;
  price_incl_tax: number;
}

export interface ShippingMethodOption {
  /** "carrier_method", the value the form posts */
  code: string;
  carrierCode: string;
  methodCode: string;
  carrierTitle: string;
  methodTitle: string;
  amount: Money | null;
  selected: boolean;
}

export interface DeliverySettings {
  /** ISO codes of the countries the store delivers to */
  countries: string[];
  defaultCountry: string | null;
  progressText: string | null;
  progressColour: string | null;
  successText: string | null;
  successColour: string | null;
}

export interface ShippingEstimate {
  settings: DeliverySettings;
  /** the address last estimated for; null before the first estimate */
  address: { countryId: string; countryLabel: string; region: string | null; postcode: string | null } | null;
  methods: ShippingMethodOption[];
}

export const methodValue = (carrierCode: string, methodCode: string) => `${carrierCode}_${methodCode}`;

/** "flatrate_flatrate" back into its carrier and method (codes never hold an underscore before the method). */
export function parseMethodValue(value: string): { carrierCode: string; methodCode: string } | null {
  const at = value.indexOf("_");
  if (at < 1 || at === value.length - 1) return null;
  return { carrierCode: value.slice(0, at), methodCode: value.slice(at + 1) };
}

type EstimateConfig = NonNullable<CartShippingEstimateQuery["storeConfig"]>;
type EstimateCart = NonNullable<CartShippingEstimateQuery["cart"]>;

export function toShippingEstimate(config: EstimateConfig, cart: EstimateCart): ShippingEstimate {
  const address = presentItems(cart.shipping_addresses)[0] ?? null;
  const selected = address?.selected_shipping_method;
  return {
    settings: {
      // Stock Magento names no allowed countries (an extension field): its default country then.
      countries: presentItems(config.allowed_countries).length
        ? presentItems(config.allowed_countries)
        : config.default_country
          ? [config.default_country]
          : [],
      defaultCountry: config.default_country ?? null,
      progressText: config.free_delivery_progress_text ?? null,
      progressColour: config.free_delivery_progress_colour ?? null,
      successText: config.free_delivery_success_text ?? null,
      successColour: config.free_delivery_success_colour ?? null,
    },
    address: address
      ? {
          countryId: address.country.code,
          countryLabel: address.country.label,
          region: address.region?.label ?? null,
          postcode: address.postcode ?? null,
        }
      : null,
    methods: presentItems(address?.available_shipping_methods)
      .filter((m) => m.available)
      .map((m) => ({
        code: methodValue(m.carrier_code, m.method_code ?? ""),
        carrierCode: m.carrier_code,
        methodCode: m.method_code ?? "",
        carrierTitle: m.carrier_title,
        methodTitle: m.method_title ?? "",
        amount: toMoney(m.amount),
        selected: selected?.carrier_code === m.carrier_code && selected.method_code === m.method_code,
      })),
  };
}

// Progress toward free delivery lives in a module of its own: the basket's delivery section imports
// it into the browser, and this module's other imports then stay out of the browser's scripts.
export { freeDeliveryProgress, type FreeDeliveryProgress } from "./free-delivery";
