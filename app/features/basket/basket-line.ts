// Basket line forms: change a quantity or remove the line, each an intent of the basket route.
import * as z from "zod/mini";
import { lineQuantity } from "~/forms/add-to-basket";
import { BasketIntent, redirectToField } from "~/forms/basket";

export const UpdateLineSchema = z.object({
  intent: z.literal(BasketIntent.updateQuantity),
  itemUid: z.string().check(z.minLength(1)),
  quantity: lineQuantity(0),
  redirectTo: redirectToField,
});

export const RemoveLineSchema = z.object({
  intent: z.literal(BasketIntent.removeLine),
  itemUid: z.string().check(z.minLength(1)),
  redirectTo: redirectToField,
});

export const BasketLineSchema = z.discriminatedUnion("intent", [UpdateLineSchema, RemoveLineSchema]);
