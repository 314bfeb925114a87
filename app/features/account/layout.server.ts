// The account layout route's server code, reached through this one module: the browser build replaces every
// .server module (and @remix-run/node) by an empty module per import path, and one that routes share
// becomes a script file of its own on each of their pages (see product.server.ts beside this).
export { PRIVATE_NO_STORE } from "~/http/cache.server";
export { requireSignIn } from "./sign-in-guard.server";
