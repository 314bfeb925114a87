// The product page's loader reads a refused add (without JavaScript) from the address through this
// server-only module, so that the add's schema (and Zod) stays out of the page's browser chunk.
// Only the product route imports it: its empty browser stand-in joins the route's own chunk
// instead of adding a file of its own (see route-schemas.server.ts).
export { refusedAddFrom } from "~/forms/add-to-basket";
