// The product page's add-to-basket form: one schema for the action and for Conform in the browser.
// Forms use zod/mini: it tree-shakes, so the browser loads a fraction of the full Zod API.
import * as z from "zod/mini";

export const MAX_LINE_QUANTITY = 99;

/** A whole number of units between `min` and MAX_LINE_QUANTITY; errors are translation keys. */
export function lineQuantity(min: number) {
  return z.coerce.number({ error: "quantityInvalid" }).check(
    z.refine((value: number) => Number.isInteger(value), { error: "quantityInvalid" }),
    z.minimum(min, { error: "quantityMin" }),
    z.maximum(MAX_LINE_QUANTITY, { error: "quantityMax" }),
  );
}

export const AddToBasketSchema = z.object({
  intent: z.literal("add-to-basket"),
  sku: z.string().check(z.trim(), z.minLength(1)),
  quantity: lineQuantity(1),
  /** Magento option uids: configurable values or bundle selections. */
  selected_options: z._default(z.array(z.string().check(z.minLength(1))), []),
});

export type AddToBasket = z.infer<typeof AddToBasketSchema>;
