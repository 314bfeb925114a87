// The referer sign-in route's server code, reached through this one module of its own: the browser build
// replaces every .server module by an empty module per import path, and one that routes share becomes
// a script file of its own on each of their pages. The code is the sign-in page's.
export { pageHeaders, signInAction, signInLoader } from "./sign-in.server";
