// Typed link builders, one per screen of the registry: paths.basket(storeView) is "/basket" or
// "/de/basket". Planned screens have theirs too, so that the pages built later link the same way.
// A test checks that every screen of the registry has a builder and that each lands on its screen.
import type { StoreView } from "~/i18n/store-views";
import { encodeReferer } from "./referer";
import { screenPath } from "./addresses";
import type { ScreenId } from "./registry";

type Builder = (storeView: StoreView) => string;

const to =
  (id: ScreenId): Builder =>
  (storeView) =>
    screenPath(id, storeView);

/** A builder that is also a namespace: paths.account(sv) and paths.account.orders(sv). */
function section<T extends Record<string, unknown>>(builder: Builder, children: T): Builder & T {
  return Object.assign(builder, children);
}

export const paths = {
  home: to("home"),
  productsSection: to("productsSection"),
  product: (storeView: StoreView, urlKey: string) =>
    screenPath("product", storeView, { urlKey: encodeURIComponent(urlKey) }),
  /** A category page at its Magento url_path ("protein/whey-protein"). */
  category: (storeView: StoreView, urlPath: string) => screenPath("category", storeView, { "*": urlPath }),
  search: to("search"),
  searchSuggest: to("searchSuggest"),
  basket: to("basket"),
  miniBasket: to("miniBasket"),
  checkout: {
    start: to("checkout"),
    information: to("checkout.information"),
    delivery: to("checkout.delivery"),
    collect: to("checkout.collect"),
    confirm: to("checkout.confirm"),
    paymentReturn: to("checkout.paymentReturn"),
    success: to("checkout.success"),
  },
  customer: {
    login: to("customer.login"),
    /** Sign in, then back to `address` (path and query), encoded as SPEC §2 says (referer.ts). */
    loginReferer: (storeView: StoreView, address: string) =>
      screenPath("customer.loginReferer", storeView, { referer: encodeReferer(address) }),
    /** Sign out: a POST only (the form in the header). */
    logout: to("customer.logout"),
    create: to("customer.create"),
    forgotPassword: to("customer.forgotPassword"),
    resetPassword: to("customer.resetPassword"),
  },
  account: section(to("account"), {
    orders: to("account.orders"),
    order: (storeView: StoreView, number: string) =>
      screenPath("account.order", storeView, { number: encodeURIComponent(number) }),
    orderPrint: (storeView: StoreView, number: string) =>
      screenPath("account.orderPrint", storeView, { number: encodeURIComponent(number) }),
    invoices: to("account.invoices"),
    shipments: to("account.shipments"),
    reviews: to("account.reviews"),
    rewardPoints: to("account.rewardPoints"),
    referral: to("account.referral"),
    addresses: to("account.addresses"),
    addressNew: to("account.addressNew"),
    addressEdit: (storeView: StoreView, addressId: string | number) =>
      screenPath("account.addressEdit", storeView, { addressId: encodeURIComponent(String(addressId)) }),
    addressDelete: (storeView: StoreView, addressId: string | number) =>
      screenPath("account.addressDelete", storeView, { addressId: encodeURIComponent(String(addressId)) }),
    /** The saved products; also where a product's heart posts. */
    wishlist: to("account.wishlist"),
    cards: to("account.cards"),
    subscriptions: to("account.subscriptions"),
    contactPreferences: to("account.contactPreferences"),
    details: to("account.details"),
    password: to("account.password"),
  }),
  privacy: to("privacy"),
  terms: to("terms"),
  delivery: to("delivery"),
  returns: to("returns"),
  contact: to("contact"),
  preferences: to("preferences"),
  newsletter: to("newsletter"),
  cookieConsent: to("cookieConsent"),
  errorFeedback: to("errorFeedback"),
  reviewList: (storeView: StoreView, productId: string | number) =>
    screenPath("reviewList", storeView, { productId: encodeURIComponent(String(productId)) }),
};
