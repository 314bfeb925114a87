// The intents of the basket's features (coupons, delivery, points, extras), each in its own module,
// by what the backend offers: on a stock Magento reward points and the extras (reward products,
// supersize) are the extension's, so their posts are unknown intents there (a 400), never an error.
import type { BasketIntentHandlers } from "./basket-intent.server";
import { couponIntents } from "./coupon-intent.server";
import { extrasIntents } from "./extras-intent.server";
import { pointsIntents } from "./points-intent.server";
import { shippingIntents } from "./shipping-intent.server";

const FEATURE_INTENTS: BasketIntentHandlers = {
  ...couponIntents,
  ...shippingIntents,
  ...pointsIntents,
  ...extrasIntents,
};

const CORE_FEATURE_INTENTS: BasketIntentHandlers = {
  ...couponIntents,
  ...shippingIntents,
};

/** The feature intents the basket answers with (`extensions`) or without the shop's extension. */
export const featureIntentsFor = (extensions: boolean): BasketIntentHandlers =>
  extensions ? FEATURE_INTENTS : CORE_FEATURE_INTENTS;
