// The wishlist's view model: types and pure functions only, safe to import from components.
import type { Money } from "~/commerce/money";

/** One product on the customer's wishlist, as the account's wishlist page shows it. */
export interface WishlistEntry {
  /** The wishlist item's id (Magento's WishlistItemInterface.id). */
  id: string;
  sku: string;
  name: string;
  urlKey: string | null;
  imageUrl: string | null;
  kind: "simple" | "configurable" | "bundle";
  /** The flavour and size (or a bundle's parts) chosen when it was saved. */
  options: Array<{ label: string; value: string }>;
  /** The query string of the product page's address that opens it on the saved flavour and size. */
  productSearch: string;
  price: Money | null;
  /** A configurable without its choice, or a bundle: the lowest price ("from"). */
  priceIsFrom: boolean;
  /** Shown struck through when above the price (a product on sale). */
  regularPrice: Money | null;
  inStock: boolean;
  /** False: options are still to be chosen, on the product page. */
  readyToBuy: boolean;
}
