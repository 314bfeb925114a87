// The route registry's data: every screen of the shop once, as plain data so that remix.config.js
// (plain ESM, no build step) and the app (through registry.ts) read the same table.
// A screen's address below the store prefix is `path` (fixed, may hold `:param` and `*`) or
// `segment` (the store view's translated segment: productsSegment, privacySegment, termsSegment, ...); children's
// addresses continue their parent's. `noindex` keeps a page out of search results; `private` also
// keeps its address out of robots.txt. Both pass to children. `group` marks an address that only
// holds its children (no page of its own). `step` puts a checkout screen
// in a step of the checkout; the steps' order is the order in which this table first names them, so
// a new step is one entry here (and its name in screens.d.mts) plus its folder in
// app/features/checkout. Which route module shows a screen, and the layout route
// around a screen's children (a guard, a frame for steps), live in screen-modules.mjs, and the
// translation namespaces a screen's document carries in app/i18n/page-namespaces.server.ts. The
// browser does not load this table: it gets the shown store view's addresses in the root's data
// (app/routing/addresses.ts, ADR 0080).

/** @type {readonly import("./screens.mjs").ScreenSpec[]} */
export const screens = [
  { id: "home", path: "" },
  {
    id: "productsSection",
    segment: "productsSegment",
    children: [{ id: "product", path: ":urlKey" }],
  },
  { id: "search", path: "search", noindex: true },
  // The header search box's suggestions as the shopper types (a resource route; JavaScript only).
  { id: "searchSuggest", path: "search/suggest", noindex: true },
  {
    id: "basket",
    path: "basket",
    noindex: true,
    private: true,
  },
  // The mini basket's data after an add (a resource route the drawer loads; JavaScript only).
  { id: "miniBasket", path: "mini-basket", noindex: true },
  {
    id: "checkout",
    path: "checkout",
    // /checkout itself sends the shopper to the first step not yet complete.
    noindex: true,
    private: true,
    children: [
      { id: "checkout.information", path: "information", step: "information" },
      { id: "checkout.delivery", path: "delivery", step: "delivery" },
      // click and collect: the collection-point finder, whose chosen point becomes the delivery address
      { id: "checkout.collect", path: "delivery/collect", step: "delivery" },
      {
        id: "checkout.confirm",
        path: "review",
        step: "confirm",
      },
      // where the card provider's hosted payment page sends the shopper back (a POST with its signed result)
      { id: "checkout.paymentReturn", path: "payment/return", step: "confirm" },
      { id: "checkout.success", path: "success" },
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
      { id: "customer.create", path: "create" },
      { id: "customer.forgotPassword", path: "forgotpassword" },
      { id: "customer.resetPassword", path: "resetpassword" },
    ],
  },
  {
    id: "account",
    path: "account",
    // The dashboard is the layout's index page.
    noindex: true,
    private: true,
    children: [
      {
        id: "account.orders",
        path: "orders",
        children: [
          {
            id: "account.order",
            path: ":number",
            children: [{ id: "account.orderPrint", path: "print" }],
          },
        ],
      },
      { id: "account.invoices", path: "invoices" },
      { id: "account.shipments", path: "shipments" },
      { id: "account.reviews", path: "reviews" },
      { id: "account.rewardPoints", path: "reward-points" },
      { id: "account.referral", path: "referral" },
      {
        id: "account.addresses",
        path: "addresses",
        children: [
          { id: "account.addressNew", path: "new" },
          { id: "account.addressEdit", path: ":addressId/edit" },
          // The confirmation step of a delete, a page of its own so that it works without JavaScript.
          { id: "account.addressDelete", path: ":addressId/delete" },
        ],
      },
      // The saved products; every product's heart posts here too (add to or remove from it).
      { id: "account.wishlist", path: "wishlist" },
      { id: "account.cards", path: "cards" },
      { id: "account.subscriptions", path: "subscriptions" },
      {
        id: "account.contactPreferences",
        path: "contact-preferences",
      },
      { id: "account.details", path: "details" },
      { id: "account.password", path: "password" },
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
  { id: "category", path: "*" },
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
