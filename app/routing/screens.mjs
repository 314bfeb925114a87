// The route registry's data: every screen of the shop once, as plain data so that remix.config.js
// (plain ESM, no build step) and the app (through registry.ts) read the same table.
// A screen's address below the store prefix is `path` (fixed, may hold `:param` and `*`) or
// `segment` (the store view's translated segment: productsSegment, privacySegment, termsSegment, ...); children's
// addresses continue their parent's. `module` is the route module under app/, or null for a screen
// that is planned (ADR 0001) but not built: planned screens get no route. `noindex` keeps a page out
// of search results; `private` also keeps its address out of robots.txt. Both pass to children.
// `group` marks an address that only holds its children (no page of its own). `layout` is a route
// module wrapping the screen's children (and its own page): a guard, a frame for steps; it gets a
// route as soon as something under it is built (app/routing/routes.mjs).

/** @type {readonly import("./screens.mjs").ScreenSpec[]} */
export const screens = [
  { id: "home", path: "", module: "routes/home.tsx" },
  {
    id: "productsSection",
    segment: "productsSegment",
    module: "routes/products-index.tsx",
    children: [{ id: "product", path: ":urlKey", module: "routes/product.tsx" }],
  },
  { id: "search", path: "search", module: "routes/search.tsx", noindex: true },
  // The header search box's suggestions as the shopper types (a resource route; JavaScript only).
  { id: "searchSuggest", path: "search/suggest", module: "routes/search-suggest.tsx", noindex: true },
  { id: "basket", path: "basket", module: "routes/basket.tsx", noindex: true, private: true },
  // The mini basket's data after an add (a resource route the drawer loads; JavaScript only).
  { id: "miniBasket", path: "mini-basket", module: "routes/mini-basket.tsx", noindex: true },
  {
    id: "checkout",
    path: "checkout",
    // /checkout itself sends the shopper to the first step not yet complete.
    module: "routes/checkout-start.tsx",
    layout: "routes/layouts/checkout.tsx",
    noindex: true,
    private: true,
    children: [
      { id: "checkout.information", path: "information", module: "routes/checkout-information.tsx" },
      { id: "checkout.delivery", path: "delivery", module: "routes/checkout-delivery.tsx" },
      // click and collect: the collection-point finder, whose chosen point becomes the delivery address
      { id: "checkout.collect", path: "delivery/collect", module: "routes/checkout-collect.tsx" },
      { id: "checkout.review", path: "review", module: "routes/checkout-review.tsx" },
      // where the card provider's hosted payment page sends the shopper back (a POST with its signed result)
      { id: "checkout.paymentReturn", path: "payment/return", module: "routes/checkout-payment-return.tsx" },
      { id: "checkout.success", path: "success", module: "routes/checkout-success.tsx" },
    ],
  },
  {
    id: "customer",
    path: "customer/account",
    module: null,
    group: true,
    noindex: true,
    private: true,
    children: [
      { id: "customer.login", path: "login", module: "routes/customer-login.tsx" },
      { id: "customer.loginReferer", path: "login/referer/:referer", module: "routes/customer-login-referer.tsx" },
      { id: "customer.logout", path: "logout", module: "routes/customer-logout.tsx" },
      { id: "customer.create", path: "create", module: "routes/customer-create.tsx" },
      { id: "customer.forgotPassword", path: "forgotpassword", module: "routes/customer-forgot-password.tsx" },
      { id: "customer.resetPassword", path: "resetpassword", module: "routes/customer-reset-password.tsx" },
    ],
  },
  {
    id: "account",
    path: "account",
    // The dashboard is the layout's index page.
    module: "routes/account-dashboard.tsx",
    layout: "routes/layouts/account.tsx",
    noindex: true,
    private: true,
    children: [
      {
        id: "account.orders",
        path: "orders",
        module: "routes/account-orders.tsx",
        children: [
          {
            id: "account.order",
            path: ":number",
            module: "routes/account-order.tsx",
            children: [{ id: "account.orderPrint", path: "print", module: "routes/account-order-print.tsx" }],
          },
        ],
      },
      { id: "account.invoices", path: "invoices", module: "routes/account-invoices.tsx" },
      { id: "account.shipments", path: "shipments", module: "routes/account-shipments.tsx" },
      { id: "account.reviews", path: "reviews", module: "routes/account-reviews.tsx" },
      { id: "account.rewardPoints", path: "reward-points", module: "routes/account-reward-points.tsx" },
      { id: "account.referral", path: "referral", module: "routes/account-referral.tsx" },
      {
        id: "account.addresses",
        path: "addresses",
        module: "routes/account-addresses.tsx",
        children: [
          { id: "account.addressNew", path: "new", module: "routes/account-address-new.tsx" },
          { id: "account.addressEdit", path: ":addressId/edit", module: "routes/account-address-edit.tsx" },
          // The confirmation step of a delete, a page of its own so that it works without JavaScript.
          { id: "account.addressDelete", path: ":addressId/delete", module: "routes/account-address-delete.tsx" },
        ],
      },
      { id: "account.cards", path: "cards", module: "routes/account-cards.tsx" },
      { id: "account.subscriptions", path: "subscriptions", module: "routes/account-subscriptions.tsx" },
      {
        id: "account.contactPreferences",
        path: "contact-preferences",
        module: "routes/account-contact-preferences.tsx",
      },
      { id: "account.details", path: "details", module: "routes/account-details.tsx" },
      { id: "account.password", path: "password", module: "routes/account-password.tsx" },
    ],
  },
  { id: "privacy", segment: "privacySegment", module: "routes/privacy.tsx" },
  // The shop's other CMS pages a UK or EU shop must publish, each at its translated address.
  { id: "terms", segment: "termsSegment", module: "routes/terms.tsx" },
  { id: "delivery", segment: "deliverySegment", module: "routes/delivery.tsx" },
  { id: "returns", segment: "returnsSegment", module: "routes/returns.tsx" },
  { id: "contact", segment: "contactSegment", module: "routes/contact.tsx" },
  { id: "preferences", path: "preferences", module: "routes/preferences.tsx", noindex: true },
  { id: "newsletter", path: "newsletter", module: "routes/newsletter.tsx", noindex: true },
  { id: "cookieConsent", path: "cookie-consent", module: "routes/cookie-consent.tsx", noindex: true },
  { id: "errorFeedback", path: "error-feedback", module: "routes/error-feedback.tsx", noindex: true },
  { id: "reviewList", path: "review/product/listAjax/id/:productId", module: "routes/review-list.tsx", noindex: true },
  // Last: any other address is a category url_path; an unknown one answers the 404 page.
  { id: "category", path: "*", module: "routes/catalog-path.tsx" },
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
        module: spec.module,
        noindex: Boolean(spec.noindex || spec.private || parent?.noindex),
        private: Boolean(spec.private || parent?.private),
        group: Boolean(spec.group),
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
