// The account's wishlist page's intents, without Zod: what its component loads (the schema is in
// wishlist.ts). Apart from the heart's (wishlist.fields.ts), which every product card carries.
export const WishlistIntent = { moveToBasket: "wishlist-to-basket", removeItem: "remove-wishlist-item" } as const;
