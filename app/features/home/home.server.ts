// The home route's server code (loader, action, headers), reached through this one module. The browser
// build replaces every .server module (and @remix-run/node) by an empty module per import path; one
// that several routes import becomes a script file of its own on each of their pages, while one only
// this route imports joins the route's own chunk. So the route imports its server code from here only,
// and the loader-only helpers of plain modules too (a module that leaves nothing in the browser still
// leaves an empty file behind).
export { data } from "@remix-run/node";
export { cacheHeaders, pageHeaders } from "~/http/cache.server";
export { listProducts } from "~/commerce/catalog/listing.server";
export { loadStoreData } from "~/commerce/store/store.server";
export { loadHomeSections } from "./home-sections.server";
export { displayCurrency, menuCategories } from "~/commerce/store/store";
export { shopPromises } from "~/commerce/store/shop-promises";
export { isCommerceError } from "~/commerce/errors";
export { homeJsonLd } from "./home-seo.server";
export { isSpeedTestAgent } from "~/bots";
export { paths } from "~/routing/paths";
export { loadHomeBlocks } from "./home-blocks.server";
