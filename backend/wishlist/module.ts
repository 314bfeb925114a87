// Magento's Wishlist (Open Source): one list per customer, kept in the account and moved to the basket.
import { defineModule } from "../manifest.js";
import { createWishlistRepository } from "./repository.js";
import { wishlistResolvers } from "./resolvers.js";
import { wishlistMigration } from "./schema.js";
import { createWishlistService, type WishlistService } from "./service.js";

declare module "../services.js" {
  interface ShopServices {
    wishlist: WishlistService;
  }
}

export const wishlistModule = defineModule({
  name: "wishlist",
  resolvers: [wishlistResolvers],
  migrations: [
    { version: 39, name: "one wishlist per customer, and the store's wishlist switched on", up: wishlistMigration },
  ],
  services: ({ db }) => ({ wishlist: createWishlistService(createWishlistRepository(db)) }),
  codegenMappers: {
    Wishlist: "repository.js#WishlistRow",
    WishlistOutput: "repository.js#WishlistRow",
    WishlistItem: "repository.js#WishlistItemRow",
    WishlistItemInterface: "repository.js#WishlistItemRow",
    SimpleWishlistItem: "repository.js#WishlistItemRow",
    VirtualWishlistItem: "repository.js#WishlistItemRow",
    ConfigurableWishlistItem: "repository.js#WishlistItemRow",
    BundleWishlistItem: "repository.js#WishlistItemRow",
  },
});
