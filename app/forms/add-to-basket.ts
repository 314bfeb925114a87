// The product page's add-to-basket form: one schema for the action and for Conform in the browser.
import { z } from "zod";

export const MAX_LINE_QUANTITY = 99;

export const AddToBasketSchema = z.object({
  intent: z.literal("add-to-basket"),
  sku: z.string().trim().min(1),
  quantity: z.coerce
    .number({ error: "quantityInvalid" })
    .int({ error: "quantityInvalid" })
    .min(1, { error: "quantityMin" })
    .max(MAX_LINE_QUANTITY, { error: "quantityMax" }),
  /** Magento option uids: configurable values or bundle selections. */
  selected_options: z.array(z.string().min(1)).default([]),
});

export type AddToBasket = z.infer<typeof AddToBasketSchema>;
