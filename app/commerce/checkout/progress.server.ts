// TODO(issue 11, part A "steps"): which checkout steps are complete, and the guard every step's
// loader and action calls first. Until part A lands: nothing is checked.
import type { AppLoadContext } from "@remix-run/node";

type ShopContext = AppLoadContext["shop"];

export type CheckoutStep = "information" | "delivery" | "review";

/**
 * Lets the request through when every step before `step` is complete; otherwise throws a 303 to the
 * first incomplete step with a message saying what is missing. An empty basket goes to the basket.
 */
export async function requireCheckoutStep(_request: Request, _shop: ShopContext, _step: CheckoutStep): Promise<void> {}
