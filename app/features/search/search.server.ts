// The search page route's server code, reached through this one module: the browser build replaces
// every .server module (and @remix-run/node) by an empty module per import path, and one that routes
// share becomes a script file of its own on each of their pages (see product.server.ts beside this).
export { data } from "@remix-run/node";
export { listProducts, loadListing, pageNumberFrom } from "~/commerce/catalog/listing.server";
export { loadStoreData } from "~/commerce/store/store.server";
export { cacheHeaders, pageHeaders } from "~/http/cache.server";
