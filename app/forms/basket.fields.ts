// The basket's intents and field names, without Zod: what the browser loads (the schemas are in basket.ts).
import type { SubmissionResult } from "@conform-to/react";

export const BasketIntent = {
  add: "add-to-basket",
  updateQuantity: "update-quantity",
  removeLine: "remove-line",
  applyCoupon: "apply-coupon",
  removeCoupon: "remove-coupon",
  estimateShipping: "estimate-shipping",
  chooseShippingMethod: "choose-shipping-method",
  applyPoints: "apply-points",
  removePoints: "remove-points",
  supersize: "supersize",
  takeReward: "take-reward",
  declineReward: "decline-reward",
  takeOffer: "take-offer",
} as const;

export type BasketIntentName = (typeof BasketIntent)[keyof typeof BasketIntent];

/** Where the shopper goes after the change; checked on the server to stay on our own origin. */
export const REDIRECT_TO_FIELD = "redirectTo";

/**
 * What a basket feature's intent answers when it does not redirect: its form's submission result
 * (a 4xx with the errors next to the fields, the shopper's input kept), tagged with the intent so
 * the basket page knows which form it belongs to.
 */
export interface BasketIntentAnswer {
  intent: string;
  result: SubmissionResult<string[]>;
}
