// Types of screens.mjs (plain JS so that remix.config.js reads it without a build step).

export type ScreenId =
  | "home"
  | "productsSection"
  | "product"
  | "search"
  | "searchSuggest"
  | "basket"
  | "miniBasket"
  | "checkout"
  | "checkout.information"
  | "checkout.delivery"
  | "checkout.collect"
  | "checkout.confirm"
  | "checkout.paymentReturn"
  | "checkout.success"
  | "customer"
  | "customer.login"
  | "customer.loginReferer"
  | "customer.logout"
  | "customer.create"
  | "customer.forgotPassword"
  | "customer.resetPassword"
  | "account"
  | "account.orders"
  | "account.order"
  | "account.orderPrint"
  | "account.invoices"
  | "account.shipments"
  | "account.reviews"
  | "account.rewardPoints"
  | "account.referral"
  | "account.addresses"
  | "account.cards"
  | "account.wishlist"
  | "account.subscriptions"
  | "account.addressNew"
  | "account.addressEdit"
  | "account.addressDelete"
  | "account.contactPreferences"
  | "account.details"
  | "account.password"
  | "privacy"
  | "terms"
  | "delivery"
  | "returns"
  | "contact"
  | "preferences"
  | "newsletter"
  | "cookieConsent"
  | "errorFeedback"
  | "reviewList"
  | "category";

/** A store view field holding a translated URL segment. */
export type SegmentKey =
  "productsSegment" | "privacySegment" | "termsSegment" | "deliverySegment" | "returnsSegment" | "contactSegment";

/** A step of the checkout, in the order screens.mjs first names it. */
export type CheckoutStepName = "information" | "delivery" | "confirm";

export interface ScreenSpec {
  id: ScreenId;
  /** Address below the parent's (or the store prefix); "" is the store's home. */
  path?: string;
  segment?: SegmentKey;
  /**
   * Route module under app/, or null while the screen is planned but not built. The shop's own table
   * leaves it out (screen-modules.mjs holds it, away from the browser's copy); routes.mjs adds it.
   */
  module?: string | null;
  noindex?: boolean;
  private?: boolean;
  /** The address only holds children; there is no page at it. */
  group?: boolean;
  /** The checkout step this screen belongs to. */
  step?: CheckoutStepName;
  /** Route module wrapping the children (and the screen's own page, as its index): a guard, a frame. */
  layout?: string;
  children?: readonly ScreenSpec[];
}

export declare const screens: readonly ScreenSpec[];

/** A screen with its full address parts and inherited flags. */
export interface FlatScreen {
  id: ScreenId;
  parentId: ScreenId | null;
  /** Address parts from the store prefix down: fixed paths or translated segment keys. */
  parts: readonly (string | { segment: SegmentKey })[];
  noindex: boolean;
  private: boolean;
  group: boolean;
  step: CheckoutStepName | null;
}

export declare function flatScreens(): FlatScreen[];
export declare function patternIn(screen: FlatScreen, storeView: Record<SegmentKey, string>): string;
