// Which translation namespaces a page needs in the browser: the shell's (header, footer, messages,
// popups, prices, error pages) and those of the screens it shows. Only these travel with the
// document; another page's are loaded when a navigation first needs them (browser-translations.ts).
import type { ScreenId } from "~/routing/registry";
import type { Namespace } from "./config";

/** Header ("All products" link, sign in and out), prices and product cards, popups, error pages. */
export const SHELL_NAMESPACES: readonly Namespace[] = ["common", "catalog", "popups", "account"];

/** Screens whose components read a namespace the shell does not bring. */
const SCREEN_NAMESPACES: Partial<Record<ScreenId, readonly Namespace[]>> = {
  product: ["product", "gallery", "reviews", "stockAlert", "crosssells"],
  // lists: the quick-buy display mode shows the product page's add form
  category: ["product"],
  productsSection: ["product"],
  search: ["search", "product"],
  basket: ["cart", "coupons", "delivery", "points", "offers", "crosssells"],
  "customer.create": ["register"],
  "customer.forgotPassword": ["register"],
  "customer.resetPassword": ["register"],
  account: ["orders", "profile", "perks"],
  "account.orders": ["orders"],
  "account.order": ["orders"],
  "account.orderPrint": ["orders"],
  "account.invoices": ["orders"],
  "account.shipments": ["orders"],
  "account.addresses": ["profile"],
  "account.addressNew": ["profile"],
  "account.addressEdit": ["profile"],
  "account.addressDelete": ["profile"],
  "account.details": ["profile"],
  "account.password": ["profile"],
  "account.contactPreferences": ["profile"],
  "account.reviews": ["perks"],
  "account.rewardPoints": ["perks"],
  "account.referral": ["perks"],
  "account.cards": ["perks"],
  "account.subscriptions": ["perks"],
  checkout: ["checkout"],
  "checkout.information": ["checkout"],
  "checkout.delivery": ["checkout", "profile"],
  "checkout.collect": ["checkout", "collect"],
  "checkout.review": ["checkout", "payment", "profile", "cart"],
  "checkout.paymentReturn": ["checkout", "payment"],
  "checkout.success": ["checkout", "payment"],
};

export function pageNamespaces(screens: readonly (ScreenId | undefined)[]): Namespace[] {
  const wanted = new Set<Namespace>(SHELL_NAMESPACES);
  for (const screen of screens) for (const ns of (screen && SCREEN_NAMESPACES[screen]) ?? []) wanted.add(ns);
  return [...wanted];
}
