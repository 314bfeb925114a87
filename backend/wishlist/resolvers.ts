// Magento_WishlistGraphQl 2.4.7: Customer.wishlist (deprecated), Customer.wishlists (Open Source's one
// list), Customer.wishlist_v2, add/remove/update products, addWishlistItemsToCart. Several named lists
// (createWishlist and the rest) are Adobe Commerce's and are not in the core schema this serves.
import { shownProduct } from "../catalog/resolvers.js";
import { attributeValue, bundleSelectionUid, configurableValueUid } from "../catalog/service.js";
import { unitPrice } from "../catalog/pricing.js";
import type { ProductRow } from "../catalog/repository.js";
import type { Ctx } from "../graphql/context.js";
import type { Resolvers } from "../generated/resolvers-types.js";
import { toDisplay } from "../shared/money.js";
import { decodeUid, encodeUid } from "../shared/uid.js";
import { ShopError } from "../shared/errors.js";
import { CartUserError } from "../quote/service.js";
import type { WishlistItemRow } from "./repository.js";
import { CANNOT_OPERATE } from "./service.js";

/** The services these resolvers read: the module's dependencies, named here. */
type Services = "wishlist" | "quote";

const TYPENAME = {
  simple: "SimpleWishlistItem",
  configurable: "ConfigurableWishlistItem",
  bundle: "BundleWishlistItem",
} as const;

const MAX_PAGE_SIZE = 100;

const selected = (item: WishlistItemRow) =>
  (JSON.parse(item.selected_options) as string[]).map((uid) => decodeUid(uid).split("/"));

/** The variant a configurable item's chosen options name, when every option is chosen. */
function variantOf(ctx: Ctx<Services>, item: WishlistItemRow): ProductRow | undefined {
  const wanted = new Map<number, number>();
  for (const [kind, a, b] of selected(item)) if (kind === "configurable") wanted.set(Number(a), Number(b));
  const attrs = ctx.catalog.superAttributes(item.product_id);
  if (!attrs.length || attrs.some((a) => !wanted.has(a.id))) return undefined;
  return ctx.catalog
    .children(item.product_id)
    .find((c) => attrs.every((a) => attributeValue(c, a.code) === wanted.get(a.id)));
}

const itemFields = {
  id: (i: WishlistItemRow) => String(i.id),
  added_at: (i: WishlistItemRow) => i.added_at,
  product: (i: WishlistItemRow, _: unknown, ctx: Ctx<Services>) => {
    const p = ctx.catalog.product(i.product_id);
    return p ? shownProduct(ctx, p) : null;
  },
  customizable_options: () => [],
};

const pageOf = (ctx: Ctx<Services>, listId: number) => ctx.services.wishlist.items({ id: listId } as never);

export const wishlistResolvers: Resolvers<Ctx<Services>> = {
  Query: {
    wishlist: (_, __, ctx) => {
      ctx.cache.uncacheable();
      if (ctx.customerId === null) throw new ShopError(CANNOT_OPERATE, "authorization");
      return ctx.services.wishlist.forCustomer(ctx.customerId);
    },
  },
  Customer: {
    wishlist: (c, _, ctx) => ctx.services.wishlist.forCustomer(c.id),
    wishlists: (c, _, ctx) => [ctx.services.wishlist.forCustomer(c.id)],
    wishlist_v2: (c, { id }, ctx) => {
      const list = ctx.services.wishlist.forCustomer(c.id);
      return String(list.id) === String(id) ? list : null;
    },
  },
  WishlistOutput: {
    items: (w, _, ctx) => pageOf(ctx, w.id),
    items_count: (w, _, ctx) => pageOf(ctx, w.id).length,
    name: () => null,
    sharing_code: (w) => w.sharing_code,
    updated_at: (w) => w.updated_at,
  },
  Wishlist: {
    id: (w) => String(w.id),
    items: (w, _, ctx) => pageOf(ctx, w.id),
    items_v2: (w, args, ctx) => {
      const all = pageOf(ctx, w.id);
      const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, args.pageSize ?? 20));
      const currentPage = Math.max(1, args.currentPage ?? 1);
      return {
        items: all.slice((currentPage - 1) * pageSize, currentPage * pageSize),
        page_info: { page_size: pageSize, current_page: currentPage, total_pages: Math.ceil(all.length / pageSize) },
      };
    },
    items_count: (w, _, ctx) => pageOf(ctx, w.id).length,
    sharing_code: (w) => w.sharing_code,
    updated_at: (w) => w.updated_at,
  },
  WishlistItem: {
    id: (i) => i.id,
    qty: (i) => i.quantity,
    description: (i) => i.description,
    added_at: (i) => i.added_at,
    product: itemFields.product,
  },
  WishlistItemInterface: {
    __resolveType: (i, ctx) => TYPENAME[ctx.catalog.product(i.product_id)?.type_id ?? "simple"],
  },
  SimpleWishlistItem: itemFields,
  VirtualWishlistItem: itemFields,
  ConfigurableWishlistItem: {
    ...itemFields,
    child_sku: (i, _, ctx) => variantOf(ctx, i)?.sku ?? "",
    configured_variant: (i, _, ctx) => {
      const v = variantOf(ctx, i);
      return v ? shownProduct(ctx, v) : null;
    },
    configurable_options: (i, _, ctx) => {
      const chosen = new Map(
        selected(i)
          .filter(([kind]) => kind === "configurable")
          .map(([, a, b]) => [Number(a), Number(b)]),
      );
      return ctx.catalog
        .superAttributes(i.product_id)
        .filter((a) => chosen.has(a.id))
        .map((a) => {
          const o = ctx.catalog.option(a.id, chosen.get(a.id)!);
          return {
            id: a.id,
            configurable_product_option_uid: encodeUid(a.id),
            option_label: a.label,
            value_id: chosen.get(a.id)!,
            configurable_product_option_value_uid: configurableValueUid(a.id, chosen.get(a.id)!),
            value_label: o?.label ?? "",
            value_default_label: o?.default_label ?? "",
          };
        });
    },
  },
  BundleWishlistItem: {
    ...itemFields,
    bundle_options: (i, _, ctx) => {
      const picks = selected(i).filter(([kind]) => kind === "bundle");
      const selections = ctx.catalog.bundleSelections(i.product_id);
      return ctx.catalog
        .bundleOptions(i.product_id)
        .filter((o) => picks.some(([, a]) => Number(a) === o.id))
        .map((o) => ({
          id: o.id,
          uid: encodeUid(`bundle/${o.id}`),
          label: o.title,
          type: o.type,
          values: picks
            .filter(([, a]) => Number(a) === o.id)
            .flatMap(([, , b, q]) => {
              const s = selections.find((x) => x.id === Number(b));
              const product = s && ctx.catalog.product(s.product_id);
              if (!s || !product) return [];
              const qty = q === undefined ? s.qty : Number(q);
              return [
                {
                  id: s.id,
                  uid: bundleSelectionUid(o.id, s.id, qty),
                  label: product.name ?? "",
                  price: toDisplay(ctx.display, unitPrice(product).final),
                  quantity: qty,
                },
              ];
            }),
        }));
    },
  },
  Mutation: {
    addProductsToWishlist: (_, args, ctx) => {
      ctx.cache.uncacheable();
      const items = args.wishlistItems.map((i) => ({
        sku: i.sku,
        quantity: i.quantity,
        parent_sku: i.parent_sku,
        selected_options: (i.selected_options ?? []).filter((u): u is string => u != null),
      }));
      return ctx.services.wishlist.add(ctx.customerId, args.wishlistId, ctx.catalog, ctx.store.code, items);
    },
    removeProductsFromWishlist: (_, args, ctx) => {
      ctx.cache.uncacheable();
      return ctx.services.wishlist.remove(ctx.customerId, args.wishlistId, args.wishlistItemsIds);
    },
    updateProductsInWishlist: (_, args, ctx) => {
      ctx.cache.uncacheable();
      return ctx.services.wishlist.update(ctx.customerId, args.wishlistId, ctx.catalog, args.wishlistItems);
    },
    addWishlistItemsToCart: (_, args, ctx) => {
      ctx.cache.uncacheable();
      const list = ctx.services.wishlist.own(ctx.customerId, args.wishlistId);
      const customerId = list.customer_id;
      const wanted = args.wishlistItemIds?.map(String);
      const items = ctx.services.wishlist.items(list).filter((i) => !wanted || wanted.includes(String(i.id)));
      const errors: Array<{
        message: string;
        code: CartUserError["code"];
        wishlistId: string;
        wishlistItemId: string;
      }> = [];
      for (const item of items) {
        const product = ctx.catalog.product(item.product_id);
        const fail = (code: CartUserError["code"], message: string) =>
          errors.push({ code, message, wishlistId: String(list.id), wishlistItemId: String(item.id) });
        if (!product) {
          fail("PRODUCT_NOT_FOUND", "Could not find a product with the given ID");
          continue;
        }
        const cart = ctx.services.quote.customerCartOrNew(ctx.store, customerId);
        const added = ctx.services.quote.addProducts(
          { store: ctx.store, catalog: ctx.catalog, display: ctx.display, customerId },
          cart.masked_id,
          [
            {
              sku: product.sku,
              quantity: Math.max(1, Math.round(item.quantity)),
              selected_options: JSON.parse(item.selected_options) as string[],
            },
          ],
        );
        const problem = added.user_errors[0];
        if (problem) fail(problem.code as CartUserError["code"], problem.message);
        else ctx.services.wishlist.removeItem(list, item.id);
      }
      return {
        wishlist: ctx.services.wishlist.own(customerId, String(list.id)),
        status: errors.length === 0,
        add_wishlist_items_to_cart_user_errors: errors,
      };
    },
  },
};
