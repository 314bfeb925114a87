// The wishlist's forms: the heart (add or remove a product) and the wishlist page's buttons (into the
// basket, remove). Every field is hidden; a post that is not one of these is a 400.
import * as z from "zod/mini";
import { redirectToField } from "./basket";
import { HeartIntent } from "./wishlist.fields";
import { WishlistIntent } from "./wishlist-page.fields";

export { HeartIntent, type WishlistHeartAnswer } from "./wishlist.fields";
export { WishlistIntent } from "./wishlist-page.fields";

export const WishlistHeartSchema = z.object({
  intent: z.enum([HeartIntent.add, HeartIntent.remove]),
  sku: z.string().check(z.minLength(1), z.maxLength(64)),
  // A configurable's chosen flavour and size: their uids, space-separated.
  options: z.optional(z.string().check(z.maxLength(500))),
  redirectTo: redirectToField,
});

export const WishlistItemSchema = z.object({
  intent: z.enum([WishlistIntent.moveToBasket, WishlistIntent.removeItem]),
  itemId: z.string().check(z.minLength(1), z.maxLength(32)),
});
