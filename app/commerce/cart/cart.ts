// The basket as components see it: Magento's cart (nullable lists of nullable entries, optional
// prices, a union of item types) turned into lines and totals once, here. Types and pure functions
// only: safe to import from components.
import type { CartFieldsFragment } from "../generated/graphql";
import { presentItems } from "../lists";
import { toMoney, type Money } from "../money";

export interface CartLineOption {
  label: string;
  value: string;
}

export interface CartLineBundleOption {
  uid: string;
  label: string;
  values: { label: string; quantity: number }[];
}

export interface CartLine {
  uid: string;
  quantity: number;
  sku: string;
  /** The product's name, its SKU when it has none. */
  name: string;
  /** Null: the product has no page to link to. */
  urlKey: string | null;
  imageUrl: string | null;
  unitPrice: Money | null;
  rowTotal: Money | null;
  /** Flavour, size, ... of a configurable product. */
  configurableOptions: CartLineOption[];
  /** The chosen parts of a bundle, by option. */
  bundleOptions: CartLineBundleOption[];
}

export interface CartTax {
  label: string;
  amount: Money | null;
}

export interface Cart {
  id: string;
  totalQuantity: number;
  lines: CartLine[];
  subtotal: Money | null;
  taxes: CartTax[];
  grandTotal: Money | null;
}

type MagentoCart = CartFieldsFragment;
type MagentoCartItem = NonNullable<NonNullable<MagentoCart["items"]>[number]>;

function toCartLine(item: MagentoCartItem): CartLine {
  const sku = item.product.sku ?? "";
  return {
    uid: item.uid,
    quantity: item.quantity,
    sku,
    name: item.product.name || sku,
    urlKey: item.product.url_key || null,
    imageUrl: item.product.small_image?.url || null,
    unitPrice: toMoney(item.prices?.price_including_tax),
    rowTotal: toMoney(item.prices?.row_total_including_tax),
    configurableOptions:
      item.__typename === "ConfigurableCartItem"
        ? presentItems(item.configurable_options).map((option) => ({
            label: option.option_label,
            value: option.value_label,
          }))
        : [],
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

export function toCart(cart: MagentoCart): Cart {
  return {
    id: cart.id,
    totalQuantity: cart.total_quantity,
    lines: presentItems(cart.items).map(toCartLine),
    subtotal: toMoney(cart.prices?.subtotal_including_tax),
    taxes: presentItems(cart.prices?.applied_taxes).map((tax) => ({
      label: tax.label ?? "",
      amount: toMoney(tax.amount),
    })),
    grandTotal: toMoney(cart.prices?.grand_total),
  };
}

/**
 * The basket as a page shows it: everything but its id. The guest cart id is the key to the basket
 * (Magento lets anyone who knows it read and change it), so it stays in the httpOnly session cookie
 * and never reaches the HTML or the loader data, where any script on the page could read it.
 */
export type BasketView = Omit<Cart, "id">;
