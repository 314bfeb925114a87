// /checkout: sends the shopper to the first step not yet complete (an empty basket to the basket,
// with a message). The Checkout buttons of the basket and the mini basket lead here.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { isSignedIn, requireCheckoutStep, stepPath } from "~/features/checkout/progress.server";
import { firstIncompleteStep } from "~/features/checkout/state";
import type { ScreenHandle } from "~/routing/registry";

export const handle: ScreenHandle = { screen: "checkout" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { shop } = context;
  const state = await requireCheckoutStep(request, shop, "information");
  throw redirect(stepPath(shop, firstIncompleteStep(state, isSignedIn(shop))), 303);
}

export default function CheckoutStart() {
  return null;
}
