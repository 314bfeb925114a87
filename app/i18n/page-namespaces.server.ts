// Which translation namespaces a page's document carries: the shell's (header, footer, messages,
// popups, prices, error pages) and those of the screens it shows. Another page's are loaded when a
// navigation first needs them (browser-translations.ts). Server only, beside the route registry
// rather than in it, so the browser's copy of the screen table stays without them: the browser never
// asks which namespaces a screen reads.
import type { ScreenId } from "~/routing/registry";
import type { Namespace } from "./config";

/** Header ("All products" link, sign in and out), prices and product cards, popups, error pages. */
export const SHELL_NAMESPACES: readonly Namespace[] = ["common", "catalog", "popups", "account"];

/** The namespaces each screen's components read beyond the shell's; a screen's page reads its parents' too. */
const SCREEN_NAMESPACES: Readonly<Partial<Record<ScreenId, readonly Namespace[]>>> = {
  productsSection: ["product"],
  product: ["product", "gallery", "reviews", "stockAlert", "crosssells"],
  search: ["search", "product"],
  basket: ["cart", "coupons", "delivery", "points", "offers", "crosssells"],
  checkout: ["checkout"],
  "checkout.information": ["checkout"],
  "checkout.delivery": ["checkout", "profile"],
  "checkout.collect": ["checkout", "collect"],
  "checkout.confirm": ["checkout", "payment", "profile", "cart"],
  "checkout.paymentReturn": ["checkout", "payment"],
  "checkout.success": ["checkout", "payment"],
  "customer.create": ["register"],
  "customer.forgotPassword": ["register"],
  "customer.resetPassword": ["register"],
  account: ["orders", "profile", "perks"],
  "account.orders": ["orders"],
  "account.order": ["orders"],
  "account.orderPrint": ["orders"],
  "account.invoices": ["orders"],
  "account.shipments": ["orders"],
  "account.reviews": ["perks"],
  "account.rewardPoints": ["perks"],
  "account.referral": ["perks"],
  "account.addresses": ["profile"],
  "account.addressNew": ["profile"],
  "account.addressEdit": ["profile"],
  "account.addressDelete": ["profile"],
  "account.wishlist": ["wishlist"],
  "account.cards": ["perks"],
  "account.subscriptions": ["perks"],
  "account.contactPreferences": ["profile"],
  "account.details": ["profile"],
  "account.password": ["profile"],
  contact: ["contact"],
  category: ["product"],
};

export function pageNamespaces(screens: readonly (ScreenId | undefined)[]): Namespace[] {
  const wanted = new Set<Namespace>(SHELL_NAMESPACES);
  for (const screen of screens) for (const ns of (screen && SCREEN_NAMESPACES[screen]) || []) wanted.add(ns);
  return [...wanted];
}
