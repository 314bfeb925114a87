// The basket route's server code (loader, action, headers), reached through this one module. The browser
// build replaces every .server module (and @remix-run/node) by an empty module per import path; one
// that several routes import becomes a script file of its own on each of their pages, while one only
// this route imports joins the route's own chunk. So the route imports its server code from here only,
// and the loader-only helpers of plain modules too (a module that leaves nothing in the browser still
// leaves an empty file behind).
export { data } from "@remix-run/node";
export { basketView } from "~/commerce/cart/cart.server";
export { crossSellOffersFor } from "~/commerce/cart/cross-sells.server";
export { pointsAccountFor } from "~/features/basket/points.server";
export { shippingEstimateFor } from "~/features/basket/shipping.server";
export { addToBasketIntent } from "~/features/basket/add-intent.server";
export { featureIntentsFor } from "~/features/basket/feature-intents.server";
export { changeBasketLineIntent } from "~/features/basket/lines-intent.server";
export { isEnhancedSubmission } from "~/forms/enhanced-submission.server";
export { PRIVATE_NO_STORE, pageHeaders } from "~/http/cache.server";
export { isCommerceError } from "~/commerce/errors";
export { toCrossSellCards } from "~/commerce/cart/cross-sells";
export { safeReturnPath } from "~/http/safe-redirect";
