// Basket line forms: change a quantity or remove the line. One schema, switched on `intent`.
import { z } from "zod";
import { MAX_LINE_QUANTITY } from "./add-to-basket";

export const UpdateLineSchema = z.object({
  intent: z.literal("update-quantity"),
  itemUid: z.string().min(1),
  quantity: z.coerce
    .number({ error: "quantityInvalid" })
    .int({ error: "quantityInvalid" })
    .min(0, { error: "quantityMin" })
    .max(MAX_LINE_QUANTITY, { error: "quantityMax" }),
});

export const RemoveLineSchema = z.object({
  intent: z.literal("remove-line"),
  itemUid: z.string().min(1),
});

export const BasketLineSchema = z.discriminatedUnion("intent", [UpdateLineSchema, RemoveLineSchema]);
