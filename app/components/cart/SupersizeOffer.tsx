import type { CartLine } from "~/commerce/cart/cart";

/**
 * A line's supersize upgrade: its message and a form that swaps the line for the larger pack.
 * TODO(issue 9, basket extras): the form.
 */
export function SupersizeOffer(_props: { line: CartLine }) {
  return null;
}
