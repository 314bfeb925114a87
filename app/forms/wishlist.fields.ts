// The heart's intents, without Zod: what the browser loads (the schema is in wishlist.ts). A product's
// heart posts to the account's wishlist page's route; every product card's script carries these, so
// they are short, and the page's own intents live apart (wishlist-page.fields.ts).
export const HeartIntent = { add: "wish", remove: "unwish" } as const;

/** What the wishlist route answers a heart posted by a fetcher (JavaScript on). */
export interface WishlistHeartAnswer {
  /** Whether the product is on the wishlist now. */
  saved: boolean;
}
