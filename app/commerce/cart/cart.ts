// The basket as components see it: Magento's cart (nullable lists of nullable entries, optional
// prices, a union of item types) turned into lines and totals once, here. Types and pure functions
// only: safe to import from components.
import type { CartFieldsFragment } from "../generated/graphql";
import { presentItems } from "../lists";
import { toMoney, type Money } from "../money";
import { isCouponMessage, toCouponsView, type CouponsView } from "./coupons";
import { toCrossSellsView, type CrossSellsView } from "./cross-sells";
import { toExtrasView, toSupersizeOffer, type ExtrasView, type SupersizeOffer } from "./extras";
import { toPointsView, type PointsView } from "./points";
import { toShippingView, type ShippingView } from "./shipping";
import { savedChoiceSearch } from "../catalog/saved-choice";

export interface CartLineOption {
  label: string;
  value: string;
}

export interface CartLineBundleOption {
  uid: string;
  label: string;
  values: { label: string; quantity: number }[];
}

/** A discount as the shopper sees it: the rule's label and how much it takes off. */
export interface CartDiscount {
  label: string;
  amount: Money | null;
}

export interface CartLine {
  uid: string;
  quantity: number;
  /** The product's SKU (a configurable product's own, which its cross-sells are kept under). */
  sku: string;
  /** The SKU the shopper is shown, as the order will show it: the chosen variant's. */
  shownSku: string;
  /** The product's name, its SKU when it has none. */
  name: string;
  /** Null: the product has no page to link to. */
  urlKey: string | null;
  imageUrl: string | null;
  unitPrice: Money | null;
  /** The unit price before a special price; shown struck through when it is higher. */
  regularUnitPrice: Money | null;
  rowTotal: Money | null;
  /** This line's share of each discount. */
  discounts: CartDiscount[];
  /** A free reward product: its quantity cannot be changed. */
  isReward: boolean;
  /** Bought on subscription (subscribe and save): its price is already the subscription's. */
  subscription: { frequencyWeeks: number; discountPercent: number } | null;
  /** A larger pack the line can be upgraded to. */
  supersize: SupersizeOffer | null;
  /** Flavour, size, ... of a configurable product. */
  configurableOptions: CartLineOption[];
  /** The query string of the product page's address that opens it on this choice ("?flavours=12&size=31"). */
  productSearch: string;
  /** The chosen parts of a bundle, by option. */
  bundleOptions: CartLineBundleOption[];
}

export interface CartTax {
  label: string;
  amount: Money | null;
}

export interface CartShippingMethod {
  carrierCode: string;
  methodCode: string;
  title: string;
  amount: Money | null;
}

export interface Cart {
  id: string;
  totalQuantity: number;
  lines: CartLine[];
  /** Subtotal with and without VAT. */
  subtotal: Money | null;
  subtotalExcludingTax: Money | null;
  discounts: CartDiscount[];
  /** The chosen shipping method (and what it costs), once the shopper picked one. */
  shippingMethod: CartShippingMethod | null;
  /** What the points spent on this basket take off. */
  pointsDiscount: Money | null;
  taxes: CartTax[];
  grandTotal: Money | null;
  /** Problems with the basket as a whole, as the backend words them. */
  errorMessages: string[];
  coupons: CouponsView;
  shipping: ShippingView;
  points: PointsView;
  extras: ExtrasView;
  crossSells: CrossSellsView;
}

type MagentoCart = CartFieldsFragment;
type MagentoCartItem = NonNullable<NonNullable<MagentoCart["items"]>[number]>;

function toCartLine(item: MagentoCartItem): CartLine {
  const sku = item.product.sku ?? "";
  return {
    uid: item.uid,
    quantity: item.quantity,
    sku,
    shownSku: (item.__typename === "ConfigurableCartItem" && item.configured_variant?.sku) || sku,
    name: item.product.name || sku,
    urlKey: item.product.url_key || null,
    imageUrl:
      (item.__typename === "ConfigurableCartItem" && item.configured_variant?.small_image?.url) ||
      item.product.small_image?.url ||
      null,
    unitPrice: toMoney(item.prices?.price_including_tax),
    regularUnitPrice: toMoney(item.prices?.regular_price),
    rowTotal: toMoney(item.prices?.row_total_including_tax),
    discounts: presentItems(item.prices?.discounts).map((d) => ({ label: d.label, amount: toMoney(d.amount) })),
    isReward: item.is_reward_product ?? false,
    subscription: item.subscription
      ? { frequencyWeeks: item.subscription.frequency_weeks, discountPercent: item.subscription.discount_percent }
      : null,
    supersize: toSupersizeOffer(item),
    configurableOptions:
      item.__typename === "ConfigurableCartItem"
        ? presentItems(item.configurable_options).map((option) => ({
            label: option.option_label,
            value: option.value_label,
          }))
        : [],
    productSearch:
      item.__typename === "ConfigurableCartItem" && "configurable_options" in item.product
        ? savedChoiceSearch(presentItems(item.configurable_options), item.product.configurable_options)
        : "",
    bundleOptions:
      item.__typename === "BundleCartItem"
        ? presentItems(item.bundle_options).map((option) => ({
            uid: option.uid,
            label: option.label,
            values: presentItems(option.values).map((value) => ({ label: value.label, quantity: value.quantity })),
          }))
        : [],
  };
}

function toShippingMethod(cart: MagentoCart): CartShippingMethod | null {
  const method = presentItems(cart.shipping_addresses)[0]?.selected_shipping_method;
  if (!method) return null;
  return {
    carrierCode: method.carrier_code,
    methodCode: method.method_code,
    title: method.method_title || method.carrier_title,
    amount: toMoney(method.amount),
  };
}

export function toCart(cart: MagentoCart): Cart {
  return {
    id: cart.id,
    totalQuantity: cart.total_quantity,
    lines: presentItems(cart.items).map(toCartLine),
    subtotal: toMoney(cart.prices?.subtotal_including_tax),
    subtotalExcludingTax: toMoney(cart.prices?.subtotal_excluding_tax),
    discounts: presentItems(cart.prices?.discounts).map((d) => ({ label: d.label, amount: toMoney(d.amount) })),
    shippingMethod: toShippingMethod(cart),
    pointsDiscount: cart.prices?.rewardpoints_quantity ? toMoney(cart.prices.rewardpoints) : null,
    taxes: presentItems(cart.prices?.applied_taxes).map((tax) => ({
      label: tax.label ?? "",
      amount: toMoney(tax.amount),
    })),
    grandTotal: toMoney(cart.prices?.grand_total),
    // A coupon's message is shown with the code (CouponSection), in the shopper's language.
    errorMessages: presentItems(cart.error_messages).filter((message) => !isCouponMessage(message)),
    coupons: toCouponsView(cart),
    shipping: toShippingView(cart),
    points: toPointsView(cart),
    extras: toExtrasView(cart),
    crossSells: toCrossSellsView(cart),
  };
}

/**
 * The basket as a page shows it: everything but its id. The guest cart id is the key to the basket
 * (Magento lets anyone who knows it read and change it), so it stays in the httpOnly session cookie
 * and never reaches the HTML or the loader data, where any script on the page could read it.
 */
export type BasketView = Omit<Cart, "id">;
