// The basket route's shipping estimate intents.
// TODO(issue 9): each intent's schema (app/forms/), its change on the backend, a message, a 303.
import type { CartIntentHandlers } from "./cart-intent.server";

export const shippingIntents: CartIntentHandlers = {};
