// The add-to-basket form's names and limits, without Zod: what the browser loads (the schema is in add-to-basket.ts).
import type { SubmissionResult } from "@conform-to/react";
import { BasketIntent } from "./basket.fields";

export const MAX_LINE_QUANTITY = 99;

/**
 * The quantity schema's error (lineQuantity in add-to-basket.ts) for each way the browser finds the
 * quantity field (a number, 1 to MAX_LINE_QUANTITY, whole) invalid: shown as the shopper leaves the
 * field. tests/unit/form-constraints.test.ts holds it to the schema.
 */
export const QUANTITY_VALIDITY_ERRORS = {
  valueMissing: "quantityMin",
  badInput: "quantityInvalid",
  stepMismatch: "quantityInvalid",
  rangeUnderflow: "quantityMin",
  rangeOverflow: "quantityMax",
} as const;

/** The add button's own value (the button is the form's intent, so "Show selection" sends none). */
export const ADD_TO_BASKET_INTENT = BasketIntent.add;

/**
 * Posted by an add form that sits on a page which is not the product's (a list's quick buy): the
 * add comes back to `redirectTo` exactly as it was, without the product page's choice in the
 * address (a list's own `size` filter would be overwritten by the product's size).
 */
export const KEEP_ADDRESS_FIELD = "keepAddress";

/** What the basket route answers an enhanced (fetcher) add. */
export interface AddToBasketActionData {
  result: SubmissionResult<string[]>;
  added: boolean;
  /** Shopper-facing reasons the add was refused (stock, a part no longer sold). */
  errors: string[];
}

/**
 * Query parameters of the page a refused add without JavaScript returns to: the posted quantity
 * (`quantity`) and the options that must be chosen (`missing`), so the page shows them next to the
 * fields as the fetcher's answer would.
 */
export const REFUSED_ADD_PARAMS = { quantity: "quantity", missing: "missing" } as const;
