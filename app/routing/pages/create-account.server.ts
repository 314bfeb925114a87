// The create-an-account page's server code, reached through this one module: the browser build replaces every
// .server module (and @remix-run/node) by an empty module per import path, and one that routes share
// becomes a script file of its own on each of their pages (see product.server.ts beside this).
export { createAccountAction, createAccountLoader } from "~/forms/create-account.server";
export { pageHeaders } from "~/http/cache.server";
