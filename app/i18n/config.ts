// Namespaces, and how numbers in texts are written (translate.ts).
import { defaultStoreView } from "./store-views";
import { numberFormat } from "./format";

export const namespaces = [
  "common",
  "catalog",
  "product",
  "cart",
  "popups",
  "coupons",
  "delivery",
  "account",
  "points",
  "offers",
  "crosssells",
  // create account and password reset; orders, invoices, shipments and the dashboard;
  // addresses, details, password and contact preferences; points, referral, cards, subscriptions, reviews.
  "register",
  "orders",
  "profile",
  "perks",
  // the checkout frame, information and delivery steps; the collection-point finder;
  // review and pay, the card return and the success page.
  "checkout",
  "collect",
  "payment",
  // the search results page (the header's search box is the shell's, in common)
  "search",
  // the product page's media gallery (swiper, videos, 360 view); its reviews and review form;
  // the back-in-stock alert form. Tabs, deals and options stay in "product", cross-sells in "crosssells".
  "gallery",
  "reviews",
  "stockAlert",
  // the contact page's message form
  "contact",
  // the account's wishlist page and its messages (the hearts' own labels are the shell's, in catalog)
  "wishlist",
] as const;
export type Namespace = (typeof namespaces)[number];
export const defaultNamespace: Namespace = "common";
export const fallbackLocale = defaultStoreView.locale;

/**
 * Every number a text carries is written the locale's way ("2,500 points", "2.500 Punkte", "4,5 von
 * 5"), whoever passes it: counts, points, quantities, ratings. Years and codes are passed as strings.
 * Anything else as it is. `decimalMark` is the locale's own (its common.json's "decimalMark").
 */
export function formatInterpolated(
  value: unknown,
  _format: string | undefined,
  lng: string | undefined,
  decimalMark?: string,
): string {
  // translate() turns what is returned into text itself: anything but a number goes back as it came
  if (typeof value !== "number" || !Number.isFinite(value)) return value as string;
  // A number below 1,000 with at most the formatter's three decimals ("3 items", "slide 2 of 5",
  // "4.5 out of 5") has no group separator, so it is written alike in every store view's language
  // but for the decimal mark: it needs no formatter, whose first construction (the locale's number
  // data) costs a phone's hydration tens of milliseconds.
  // (a negative zero reads as zero here, not as the formatter's "-0")
  if (decimalMark && value >= 0 && value < 1000 && +value.toFixed(3) === value) {
    return String(value).replace(".", decimalMark);
  }
  return numberFormat(lng ?? fallbackLocale).format(value);
}
