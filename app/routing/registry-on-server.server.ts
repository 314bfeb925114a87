// The route registry for code that runs only on the server but sits in a module the browser loads
// too (addresses.ts, a route's action). A `.server` module: the browser build gets an empty one
// (`registryOnServer` is undefined there), so the table in screens.mjs and the registry's code stay
// out of the browser's scripts; addresses.ts reads the server's table there instead.
import { checkoutSteps, screenById, screenPath, stepScreen } from "./registry";

export const registryOnServer = { checkoutSteps, screenById, screenPath, stepScreen };
export { matchScreen } from "./registry";
export { translatePath } from "~/i18n/switch-store";
