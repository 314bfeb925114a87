// The checkout information step's server code, reached through this one module: the browser build replaces every
// .server module (and @remix-run/node) by an empty module per import path, and one that routes share
// becomes a script file of its own on each of their pages (see product.server.ts beside this).
export { data, redirect } from "@remix-run/node";
export { isSignedIn, requireCheckoutStep, stepPath } from "~/features/checkout/progress.server";
export { informationAction } from "~/features/checkout/information/information-action.server";
export { PRIVATE_NO_STORE, pageHeaders } from "~/http/cache.server";
