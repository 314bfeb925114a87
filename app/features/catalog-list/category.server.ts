// The category page route's server code, reached through this one module: the browser build replaces
// every .server module (and @remix-run/node) by an empty module per import path, and one that routes
// share becomes a script file of its own on each of their pages (see product.server.ts beside this).
export { data, redirect } from "@remix-run/node";
export { cacheHeaders, pageHeaders } from "~/http/cache.server";
export { getCategoryByPath } from "~/commerce/catalog/category.server";
export { productKeyInPath, productUrlKeyExists } from "./product-url.server";
export { ownAddressOfOtherStoresPage } from "~/routing/registry";
export { loadListing, notFound, pageNumberFrom } from "~/commerce/catalog/listing.server";
export { loadStoreData } from "~/commerce/store/store.server";
export { unclaimedAddress } from "./unclaimed-address.server";
export { breadcrumbsPart } from "~/components/catalog/breadcrumbs.server";
export { categoryDescriptionPart } from "./category-description.server";
