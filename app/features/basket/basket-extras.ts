// Basket extras forms: upgrade a line to a larger pack, take or decline the free reward product,
// act on a personalised offer (add its product). Each an intent of the basket route; the offer that
// applies a coupon posts the coupon form's own intent (apply-coupon with `code`).
import * as z from "zod/mini";
import { BasketIntent, redirectToField } from "~/forms/basket";

const sku = z.string().check(z.minLength(1), z.maxLength(64));

export const SupersizeSchema = z.object({
  intent: z.literal(BasketIntent.supersize),
  itemUid: z.string().check(z.minLength(1), z.maxLength(128)),
  redirectTo: redirectToField,
});

export const TakeRewardSchema = z.object({
  intent: z.literal(BasketIntent.takeReward),
  sku,
  /** the flavour chosen of a configurable reward product */
  childSku: z.optional(sku),
  redirectTo: redirectToField,
});

export const DeclineRewardSchema = z.object({
  intent: z.literal(BasketIntent.declineReward),
  redirectTo: redirectToField,
});

export const TakeOfferSchema = z.object({
  intent: z.literal(BasketIntent.takeOffer),
  sku,
  redirectTo: redirectToField,
});
