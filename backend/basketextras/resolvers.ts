// Basket extras over GraphQL: Cart.personalized_offers, Cart.reward, the cart items' supersize and
// the extension mutations addRewardProductToCart, declineRewardProduct, supersizeCartItem. These
// fields are this module's alone (the quote module answers none of them).
import type { Ctx } from "../graphql/context.js";
import type { Resolvers } from "../generated/resolvers-types.js";
import type { QuoteScope } from "../quote/service.js";
import type { CartItemSource } from "../quote/totals.js";
import type { CartRow } from "../quote/repository.js";

/** The services these resolvers read: the module's dependencies, named here. */
type Services = "basketExtras" | "mediaBaseUrl" | "quote";

const scope = (ctx: Ctx<Services>): QuoteScope => ({
  store: ctx.store,
  catalog: ctx.catalog,
  display: ctx.display,
  customerId: ctx.customerId,
});

const lines = (ctx: Ctx<Services>, cart: CartRow) => ctx.services.quote.lines(ctx.catalog, cart);

// Offered with the whole basket in view: the larger pack needs stock beside the other lines.
const supersize = (item: CartItemSource, _args: unknown, ctx: Ctx<Services>) =>
  ctx.services.basketExtras.supersizeFor(scope(ctx), item.line, lines(ctx, item.cart));

/** A cart write answers with the cart, never cached. */
const cartAnswer = (ctx: Ctx<Services>, cart: CartRow) => {
  ctx.cache.uncacheable();
  return { cart };
};

export const basketExtrasResolvers: Resolvers<Ctx<Services>> = {
  Mutation: {
    addRewardProductToCart: (_, { input }, ctx) =>
      cartAnswer(
        ctx,
        ctx.services.basketExtras.addReward(scope(ctx), input.cart_id, {
          sku: input.sku,
          child_sku: input.child_sku,
          bundle_options: input.bundle_options,
        }),
      ),
    declineRewardProduct: (_, { input }, ctx) =>
      cartAnswer(ctx, ctx.services.basketExtras.declineReward(scope(ctx), input.cart_id)),
    supersizeCartItem: (_, { input }, ctx) =>
      cartAnswer(ctx, ctx.services.basketExtras.supersize(scope(ctx), input.cart_id, input.cart_item_uid)),
  },
  Cart: {
    personalized_offers: (cart, _, ctx) =>
      ctx.services.basketExtras.offers(
        { ...scope(ctx), mediaBaseUrl: ctx.services.mediaBaseUrl },
        cart,
        lines(ctx, cart),
      ),
    reward: (cart, _, ctx) => {
      const reward = ctx.services.basketExtras.reward(scope(ctx), cart, lines(ctx, cart));
      if (!reward) return null;
      const media = ctx.services.mediaBaseUrl;
      return {
        discount_label: reward.discount_label,
        popup_title: reward.popup_title,
        option_1_title: reward.option_1_title,
        option_2_title: reward.option_2_title,
        products: reward.products.map((p) => {
          const file = ctx.catalog.media(p.imageProduct.id)[0]?.file;
          return {
            name: p.product.name,
            sku: p.product.sku,
            product_id: p.product.id,
            small_image: { url: file ? `${media}catalog/product${file}` : null, label: p.product.name },
            txt_flavours: p.txtFlavours,
            txt_size_kg: p.txtSize,
            child_sku: p.child?.sku ?? null,
            select_bundle_items: p.bundleItems,
          };
        }),
      };
    },
  },
  SimpleCartItem: { supersize },
  VirtualCartItem: { supersize },
  ConfigurableCartItem: { supersize },
  BundleCartItem: { supersize },
};
