// The preferences route's server code (loader, action, headers), reached through this one module: the
// browser build leaves an empty module behind for each server module a route imports, and this one
// joins the route's own chunk. It also keeps Zod (the schema) out of the page's browser chunk.
export { data, redirect } from "@remix-run/node";
export { getCategoryByPath } from "~/commerce/catalog/category.server";
export { getProductByUrlKey } from "~/commerce/catalog/product.server";
export { basketMoveMessages } from "~/commerce/cart/basket-move-messages.server";
export { moveBasket } from "~/commerce/cart/move-basket.server";
export { backendFailureResponse } from "~/http/backend-failures.server";
export { loadStoreData } from "~/commerce/store/store.server";
export { parseSubmission } from "~/forms/route-schemas.server";
export { PRIVATE_NO_STORE, pageHeaders } from "~/http/cache.server";
export { queueMessages } from "~/sessions/messages.server";
export { PreferencesSchema } from "./preferences";
