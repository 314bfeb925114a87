// Typed link builders, one per screen of the registry: paths.basket(storeView) is "/basket" or
// "/de/basket". Planned screens have theirs too, so that the pages built later link the same way.
// A test checks that every screen of the registry has a builder and that each lands on its screen.
//
// The builders are made from the screens' ids (below, one string: the browser loads this module on
// every page, and one builder written out per screen cost about 1.9 KB minified); `Paths` gives
// them their types, so callers write paths.account.orders(storeView) as before.
import type { StoreView } from "~/i18n/store-views";
import { encodeReferer } from "./referer";
import { screenPath } from "./addresses";
import type { ScreenId } from "./registry";

type Builder = (storeView: StoreView) => string;
/** A screen whose address takes one value (an order's number, a product's url key), encoded. */
type OneValueBuilder = (storeView: StoreView, value: string | number) => string;

export interface Paths {
  home: Builder;
  productsSection: Builder;
  product: (storeView: StoreView, urlKey: string) => string;
  /** A category page at its Magento url_path ("protein/whey-protein"). */
  category: (storeView: StoreView, urlPath: string) => string;
  search: Builder;
  searchSuggest: Builder;
  basket: Builder;
  miniBasket: Builder;
  checkout: {
    start: Builder;
    information: Builder;
    delivery: Builder;
    collect: Builder;
    confirm: Builder;
    paymentReturn: Builder;
    success: Builder;
  };
  customer: {
    login: Builder;
    /** Sign in, then back to `address` (path and query), encoded as SPEC §2 says (referer.ts). */
    loginReferer: (storeView: StoreView, address: string) => string;
    /** Sign out: a POST only (the form in the header). */
    logout: Builder;
    create: Builder;
    forgotPassword: Builder;
    resetPassword: Builder;
  };
  /** A builder that is also a namespace: paths.account(sv) and paths.account.orders(sv). */
  account: Builder & {
    orders: Builder;
    order: OneValueBuilder;
    orderPrint: OneValueBuilder;
    invoices: Builder;
    shipments: Builder;
    reviews: Builder;
    rewardPoints: Builder;
    referral: Builder;
    addresses: Builder;
    addressNew: Builder;
    addressEdit: OneValueBuilder;
    addressDelete: OneValueBuilder;
    /** The saved products; also where a product's heart posts. */
    wishlist: Builder;
    cards: Builder;
    subscriptions: Builder;
    contactPreferences: Builder;
    details: Builder;
    password: Builder;
  };
  privacy: Builder;
  terms: Builder;
  delivery: Builder;
  returns: Builder;
  contact: Builder;
  preferences: Builder;
  newsletter: Builder;
  cookieConsent: Builder;
  errorFeedback: Builder;
  reviewList: OneValueBuilder;
}

/**
 * Every screen's builder by its id, a parent before its children: `id` for a screen without
 * parameters, `id:name` for one whose address takes one value (encoded). The checkout's own screen
 * is paths.checkout.start; the account's is paths.account, the namespace of its screens too.
 */
const SCREENS =
  "home productsSection product:urlKey search searchSuggest basket miniBasket checkout checkout.information " +
  "checkout.delivery checkout.collect checkout.confirm checkout.paymentReturn checkout.success customer.login " +
  "customer.logout customer.create customer.forgotPassword customer.resetPassword account account.orders " +
  "account.order:number account.orderPrint:number account.invoices account.shipments account.reviews " +
  "account.rewardPoints account.referral account.addresses account.addressNew account.addressEdit:addressId " +
  "account.addressDelete:addressId account.wishlist account.cards account.subscriptions " +
  "account.contactPreferences account.details account.password privacy terms delivery returns contact " +
  "preferences newsletter cookieConsent errorFeedback reviewList:productId";

function buildPaths(): Paths {
  const tree: Record<string, unknown> = {
    category: (storeView: StoreView, urlPath: string) => screenPath("category", storeView, { "*": urlPath }),
    customer: {
      loginReferer: (storeView: StoreView, address: string) =>
        screenPath("customer.loginReferer", storeView, { referer: encodeReferer(address) }),
    },
  };
  for (const entry of SCREENS.split(" ")) {
    const [id, param] = entry.split(":") as [ScreenId, string?];
    const place = id === "checkout" ? ["checkout", "start"] : id.split(".");
    const name = place.pop()!;
    let parent = tree;
    for (const part of place) parent = (parent[part] ??= {}) as Record<string, unknown>;
    parent[name] = param
      ? (storeView: StoreView, value: string | number) =>
          screenPath(id, storeView, { [param]: encodeURIComponent(String(value)) })
      : (storeView: StoreView) => screenPath(id, storeView);
  }
  return tree as unknown as Paths;
}

export const paths: Paths = buildPaths();
