// The add-to-basket form (product page, and to come: quick buy in lists, cross-sells, offers): one
// schema for the basket route's action and for Conform in the browser.
// Forms use zod/mini: it tree-shakes, so the browser loads a fraction of the full Zod API.
import * as z from "zod/mini";
import type { SubmissionResult } from "@conform-to/react";
import { redirectToField } from "./basket";
import { MAX_LINE_QUANTITY, ADD_TO_BASKET_INTENT, REFUSED_ADD_PARAMS } from "./add-to-basket.fields";
export {
  MAX_LINE_QUANTITY,
  ADD_TO_BASKET_INTENT,
  KEEP_ADDRESS_FIELD,
  REFUSED_ADD_PARAMS,
  type AddToBasketActionData,
} from "./add-to-basket.fields";

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
 * `urlKey` names the product, as its page's address does.
 */
export const AddToBasketSchema = z.object({
  intent: z.literal(ADD_TO_BASKET_INTENT),
  urlKey: z.string().check(z.minLength(1), z.maxLength(255)),
  quantity: lineQuantity(1),
  redirectTo: redirectToField,
  // Subscribe and save: weeks between deliveries (none: a one-off purchase). The action takes only
  // an interval the product offers.
  subscribeEvery: z.optional(z.coerce.number()),
});

export type AddToBasket = z.infer<typeof AddToBasketSchema>;

/**
 * The errors of a returned add as Conform's last result, read from the page's address: a quantity
 * the schema refuses, options that were missing. Null when there is nothing to show.
 */
export function refusedAddFrom(query: URLSearchParams): SubmissionResult<string[]> | null {
  const error: Record<string, string[]> = {};
  const quantity = query.get(REFUSED_ADD_PARAMS.quantity);
  if (quantity !== null) {
    const checked = z.safeParse(lineQuantity(1), quantity);
    if (!checked.success) error.quantity = checked.error.issues.slice(0, 1).map((issue) => issue.message);
  }
  for (const field of query.getAll(REFUSED_ADD_PARAMS.missing))
    if (/^[\w-]{1,64}$/.test(field)) error[field] = ["optionRequired"];
  if (!Object.keys(error).length) return null;
  return { status: "error", initialValue: quantity === null ? null : { quantity }, error };
}
