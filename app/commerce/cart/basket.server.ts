// The shopper's basket as the request sees it (Hydrogen's cart handler): the one owner of the
// session's cart ids, one per store view (a Magento cart belongs to one store view), and of the
// reads of this store view's cart. Loaders, actions and intents ask `shop.basket`; none reads the
// ids out of the session. Changes the session (the ids): the server commits it after the response.
import type { CommerceRequestContext } from "../client.server";
import { isCommerceError } from "../errors";
import type { ShopSession } from "~/sessions/session.server";
import type { Cart } from "./cart";
import { getCart, getCartCount } from "./cart.server";

export interface Basket {
  /** This store view's cart id (or another's); undefined before the first add and after an order. */
  id(storeCode?: string): string | undefined;
  /** Every store view's cart id the session holds (a guest may have one per store visited). */
  ids(): Readonly<Record<string, string>>;
  /** Keeps `cartId` as this store view's basket (or another's). */
  setId(cartId: string, storeCode?: string): void;
  /** Forgets this store view's basket (or another's): after an order, or once moved away. */
  forget(storeCode?: string): void;
  /** This store view's cart; null without a basket or when the backend no longer has it. */
  get(): Promise<Cart | null>;
  /** How many items the basket holds; 0 without one, or when the backend cannot say. */
  count(): Promise<number>;
}

/** The basket of the caller of `ctx` (its store view), kept in `session`. */
export function createBasket(ctx: CommerceRequestContext, session: ShopSession): Basket {
  const ids = () => session.get("cartIds") ?? {};
  const id = (storeCode = ctx.storeCode) => ids()[storeCode] || undefined;
  return {
    id,
    ids,
    setId(cartId, storeCode = ctx.storeCode) {
      session.set("cartIds", { ...ids(), [storeCode]: cartId });
    },
    forget(storeCode = ctx.storeCode) {
      const { [storeCode]: _forgotten, ...rest } = ids();
      session.set("cartIds", rest);
    },
    async get() {
      const cartId = id();
      if (!cartId) return null;
      try {
        return await getCart(ctx, cartId);
      } catch (error) {
        // A basket the backend no longer knows is no basket, not an error page.
        if (isCommerceError(error) && error.kind === "graphql") return null;
        throw error;
      }
    },
    async count() {
      const cartId = id();
      return cartId ? getCartCount(ctx, cartId).catch(() => 0) : 0;
    },
  };
}
