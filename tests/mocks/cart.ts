// The cart domain: a guest basket that starts empty. Tests that need lines answer Cart themselves.
import { HttpResponse } from "msw";
import { commerce } from "./link";

export const MOCK_CART_ID = "mock-guest-cart";

export function emptyCart(id = MOCK_CART_ID) {
  return { id, total_quantity: 0, items: [], prices: null };
}

export const cartHandlers = [
  commerce.mutation("CreateGuestCart", () =>
    HttpResponse.json({ data: { createGuestCart: { cart: { id: MOCK_CART_ID } } } }),
  ),
  commerce.query("Cart", ({ variables }) => HttpResponse.json({ data: { cart: emptyCart(String(variables.cartId)) } })),
  commerce.query("CartCount", () => HttpResponse.json({ data: { cart: { total_quantity: 0 } } })),
  commerce.query("BasketToMove", ({ variables }) =>
    HttpResponse.json({ data: { cart: { id: String(variables.cartId), items: [] } } }),
  ),
  commerce.query("CartItemStock", () => HttpResponse.json({ data: { cart: { items: [] } } })),
  // What the basket holds before a change (last cart actions): empty, like the Cart answer above.
  commerce.query("CartLineQuantities", ({ variables }) =>
    HttpResponse.json({ data: { cart: { id: String(variables.cartId), items: [] } } }),
  ),
];
