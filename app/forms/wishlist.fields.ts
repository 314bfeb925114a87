// The wishlist's intents, without Zod: what the browser loads (the schemas are in wishlist.ts). A
// product's heart and the account's wishlist page both post to the wishlist page's route. The heart's
// two are apart from the page's: every product card's script carries them, short.
export const HeartIntent = { add: "wish", remove: "unwish" } as const;

export const WishlistIntent = { moveToBasket: "wishlist-to-basket", removeItem: "remove-wishlist-item" } as const;

/** What the wishlist route answers a heart posted by a fetcher (JavaScript on). */
export interface WishlistHeartAnswer {
  /** Whether the product is on the wishlist now. */
  saved: boolean;
}
