// The product page's add-to-basket form: one schema for the action and for Conform in the browser.
// Forms use zod/mini: it tree-shakes, so the browser loads a fraction of the full Zod API.
import * as z from "zod/mini";
import type { SubmissionResult } from "@conform-to/react";

export const MAX_LINE_QUANTITY = 99;

/** A whole number of units between `min` and MAX_LINE_QUANTITY; errors are translation keys. */
export function lineQuantity(min: number) {
  return z.coerce.number({ error: "quantityInvalid" }).check(
    z.refine((value: number) => Number.isInteger(value), { error: "quantityInvalid" }),
    z.minimum(min, { error: "quantityMin" }),
    z.maximum(MAX_LINE_QUANTITY, { error: "quantityMax" }),
  );
}

/**
 * The options (flavour and size radios, bundle parts) are fields named after the product's own
 * attributes and bundle options, so no fixed schema can name them: the action reads them with the
 * product in hand (`app/state/product-selection.ts`) and answers a choice it cannot sell as a 409.
 */
/** The add button's own value (the button is the form's intent, so "Show selection" sends none). */
export const ADD_TO_BASKET_INTENT = "add-to-basket";

export const AddToBasketSchema = z.object({
  intent: z.literal(ADD_TO_BASKET_INTENT),
  quantity: lineQuantity(1),
});

export type AddToBasket = z.infer<typeof AddToBasketSchema>;

/** What the add-to-basket action answers an enhanced (fetcher) post, and a refused plain post. */
export interface AddToBasketActionData {
  result: SubmissionResult<string[]>;
  added: boolean;
  /** Shopper-facing reasons the backend refused the add (stock, a part no longer sold). */
  errors: string[];
}
