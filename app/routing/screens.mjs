// The route registry's data: every screen of the shop once, as plain data so that remix.config.js
// (plain ESM, no build step) and the app (through registry.ts) read the same table.
// A screen's address below the store prefix is `path` (fixed, may hold `:param` and `*`) or
// `segment` (the store view's translated segment: productsSegment, privacySegment, termsSegment, ...); children's
// addresses continue their parent's. `noindex` keeps a page out of search results; `private` also
// keeps its address out of robots.txt. Both pass to children. `group` marks an address that only
// holds its children (no page of its own). `namespaces` are the translation namespaces the screen's
// components read beyond the shell's (they travel with its document). `step` puts a checkout screen
// in a step of the checkout; the steps' order is the order in which this table first names them, so
// a new step is one entry here (and its name in screens.d.mts) plus its folder in
// app/features/checkout. Which route module shows a screen, and the layout route
// around a screen's children (a guard, a frame for steps), live in screen-modules.mjs: the browser
// loads this table, and file names are of no use to it.

/** @type {readonly import("./screens.mjs").ScreenSpec[]} */
export const screens = [
  { id: "home", path: "" },
  {
    id: "productsSection",
    segment: "productsSegment",
    namespaces: ["product"],
    children: [
      { id: "product", path: ":urlKey", namespaces: ["product", "gallery", "reviews", "stockAlert", "crosssells"] },
    ],
  },
  { id: "search", path: "search", namespaces: ["search", "product"], noindex: true },
  // The header search box's suggestions as the shopper types (a resource route; JavaScript only).
  { id: "searchSuggest", path: "search/suggest", noindex: true },
  {
    id: "basket",
    path: "basket",
    namespaces: ["cart", "coupons", "delivery", "points", "offers", "crosssells"],
    noindex: true,
    private: true,
  },
  // The mini basket's data after an add (a resource route the drawer loads; JavaScript only).
  { id: "miniBasket", path: "mini-basket", noindex: true },
  {
    id: "checkout",
    path: "checkout",
    namespaces: ["checkout"],
    // /checkout itself sends the shopper to the first step not yet complete.
    noindex: true,
    private: true,
    children: [
      { id: "checkout.information", path: "information", step: "information", namespaces: ["checkout"] },
      { id: "checkout.delivery", path: "delivery", step: "delivery", namespaces: ["checkout", "profile"] },
      // click and collect: the collection-point finder, whose chosen point becomes the delivery address
      { id: "checkout.collect", path: "delivery/collect", step: "delivery", namespaces: ["checkout", "collect"] },
      {
        id: "checkout.confirm",
        path: "review",
        step: "confirm",
        namespaces: ["checkout", "payment", "profile", "cart"],
      },
      // where the card provider's hosted payment page sends the shopper back (a POST with its signed result)
      { id: "checkout.paymentReturn", path: "payment/return", step: "confirm", namespaces: ["checkout", "payment"] },
      { id: "checkout.success", path: "success", namespaces: ["checkout", "payment"] },
    ],
  },
  {
    id: "customer",
    path: "customer/account",
    group: true,
    noindex: true,
    private: true,
    children: [
      { id: "customer.login", path: "login" },
      { id: "customer.loginReferer", path: "login/referer/:referer" },
      { id: "customer.logout", path: "logout" },
      { id: "customer.create", path: "create", namespaces: ["register"] },
      { id: "customer.forgotPassword", path: "forgotpassword", namespaces: ["register"] },
      { id: "customer.resetPassword", path: "resetpassword", namespaces: ["register"] },
    ],
  },
  {
    id: "account",
    path: "account",
    namespaces: ["orders", "profile", "perks"],
    // The dashboard is the layout's index page.
    noindex: true,
    private: true,
    children: [
      {
        id: "account.orders",
        path: "orders",
        namespaces: ["orders"],
        children: [
          {
            id: "account.order",
            path: ":number",
            namespaces: ["orders"],
            children: [{ id: "account.orderPrint", path: "print", namespaces: ["orders"] }],
          },
        ],
      },
      { id: "account.invoices", path: "invoices", namespaces: ["orders"] },
      { id: "account.shipments", path: "shipments", namespaces: ["orders"] },
      { id: "account.reviews", path: "reviews", namespaces: ["perks"] },
      { id: "account.rewardPoints", path: "reward-points", namespaces: ["perks"] },
      { id: "account.referral", path: "referral", namespaces: ["perks"] },
      {
        id: "account.addresses",
        path: "addresses",
        namespaces: ["profile"],
        children: [
          { id: "account.addressNew", path: "new", namespaces: ["profile"] },
          { id: "account.addressEdit", path: ":addressId/edit", namespaces: ["profile"] },
          // The confirmation step of a delete, a page of its own so that it works without JavaScript.
          { id: "account.addressDelete", path: ":addressId/delete", namespaces: ["profile"] },
        ],
      },
      { id: "account.cards", path: "cards", namespaces: ["perks"] },
      { id: "account.subscriptions", path: "subscriptions", namespaces: ["perks"] },
      {
        id: "account.contactPreferences",
        path: "contact-preferences",
        namespaces: ["profile"],
      },
      { id: "account.details", path: "details", namespaces: ["profile"] },
      { id: "account.password", path: "password", namespaces: ["profile"] },
    ],
  },
  { id: "privacy", segment: "privacySegment" },
  // The shop's other CMS pages a UK or EU shop must publish, each at its translated address.
  { id: "terms", segment: "termsSegment" },
  { id: "delivery", segment: "deliverySegment" },
  { id: "returns", segment: "returnsSegment" },
  { id: "contact", segment: "contactSegment" },
  { id: "preferences", path: "preferences", noindex: true },
  { id: "newsletter", path: "newsletter", noindex: true },
  { id: "cookieConsent", path: "cookie-consent", noindex: true },
  { id: "errorFeedback", path: "error-feedback", noindex: true },
  { id: "reviewList", path: "review/product/listAjax/id/:productId", noindex: true },
  // Last: any other address is a category url_path; an unknown one answers the 404 page.
  { id: "category", path: "*", namespaces: ["product"] },
];

/**
 * Every screen with its ancestors' address parts and the flags it inherits, parents before
 * children, in the table's order.
 * @returns {import("./screens.mjs").FlatScreen[]}
 */
export function flatScreens() {
  /** @type {import("./screens.mjs").FlatScreen[]} */
  const flat = [];
  /** @param {readonly import("./screens.mjs").ScreenSpec[]} specs @param {import("./screens.mjs").FlatScreen | null} parent */
  const visit = (specs, parent) => {
    for (const spec of specs) {
      const part = spec.segment ? { segment: spec.segment } : (spec.path ?? "");
      const screen = {
        id: spec.id,
        parentId: parent ? parent.id : null,
        parts: [...(parent ? parent.parts : []), part],
        noindex: Boolean(spec.noindex || spec.private || parent?.noindex),
        private: Boolean(spec.private || parent?.private),
        group: Boolean(spec.group),
        namespaces: spec.namespaces ?? [],
        step: spec.step ?? null,
      };
      flat.push(screen);
      if (spec.children) visit(spec.children, screen);
    }
  };
  visit(screens, null);
  return flat;
}

/**
 * A screen's address pattern below the store prefix in one store view, Remix style, without a
 * leading slash: "produkte/:urlKey", "" for the home page.
 * @param {import("./screens.mjs").FlatScreen} screen
 * @param {Record<import("./screens.mjs").SegmentKey, string>} storeView
 */
export function patternIn(screen, storeView) {
  return screen.parts
    .map((part) => (typeof part === "string" ? part : storeView[part.segment]))
    .filter(Boolean)
    .join("/");
}
