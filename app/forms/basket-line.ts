// Basket line forms: change a quantity or remove the line. One schema, switched on `intent`.
import * as z from "zod/mini";
import { lineQuantity } from "./add-to-basket";

export const UpdateLineSchema = z.object({
  intent: z.literal("update-quantity"),
  itemUid: z.string().check(z.minLength(1)),
  quantity: lineQuantity(0),
});

export const RemoveLineSchema = z.object({
  intent: z.literal("remove-line"),
  itemUid: z.string().check(z.minLength(1)),
});

export const BasketLineSchema = z.discriminatedUnion("intent", [UpdateLineSchema, RemoveLineSchema]);
