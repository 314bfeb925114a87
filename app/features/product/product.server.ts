// The product route's server code (loader, action, headers), reached through this one module. The browser
// build replaces every .server module (and @remix-run/node) by an empty module per import path; one
// that several routes import becomes a script file of its own on each of their pages, while one only
// this route imports joins the route's own chunk. So the route imports its server code from here only,
// and the loader-only helpers of plain modules too (a module that leaves nothing in the browser still
// leaves an empty file behind).
export { data } from "@remix-run/node";
export { getProductByUrlKey } from "~/commerce/catalog/product.server";
export { unitPriceLine } from "./unit-price.server";
export { subscribeAndSaveView } from "./subscribe-and-save.server";
export { subscribeAndSavePart } from "./subscribe-and-save-part.server";
export { soldOutPart } from "./sold-out.server";
export { productFactsPart } from "./product-facts.server";
export { productJsonLd, productOpenGraph } from "./product-seo.server";
export { reviewsHtmlForDocument } from "./reviews.server";
export { productRatingPart, reviewSummaryPart } from "./review-summary.server";
export { reviewGatePart } from "./review-gate.server";
export { stickyAddPart } from "./sticky-add-bar.server";
export { heartChoicePart } from "./heart-choice.server";
export { spinFramesPart } from "./gallery/spin-frames.server";
export { keepForDocument } from "~/shell/document-html.server";
export { productForPage } from "./product-html.server";
export { startBelowTheFold } from "./below-the-fold.server";
export { reviewIntent } from "./product-review.server";
export { takeReviewReceived } from "./review-received.server";
export { stockAlertIntent } from "./stock-alert.server";
export { refusedAddFrom } from "./refused-add.server";
export { loadStoreData } from "~/commerce/store/store.server";
export { cacheHeaders, pageHeaders } from "~/http/cache.server";
export { menuCategories } from "~/commerce/store/store";
export { productTrail } from "~/commerce/catalog/search";
export { breadcrumbsPart } from "~/components/catalog/breadcrumbs.server";
