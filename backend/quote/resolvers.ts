// Cart resolvers: createGuestCart, cart, addProductsToCart, updateCartItems, removeItemFromCart and
// the fields of Cart and its items. Rules live in quote/service.ts; this file shapes Magento's answer.
import { shownProduct } from "../catalog/resolvers.js";
import { bundleSelectionUid, configurableValueUid, attributeValue } from "../catalog/service.js";
import { unitPrice } from "../catalog/pricing.js";
import type { Ctx } from "../graphql/context.js";
import type { SimpleCartItemResolvers, Resolvers } from "../generated/resolvers-types.js";
import { moneyAnswer } from "../graphql/money.js";
import { toDisplay } from "../shared/money.js";
import { encodeUid } from "../shared/uid.js";
import { freeDeliveryThreshold } from "../store/service.js";
import type { CartRow } from "./repository.js";
import {
  cartTotals,
  isAvailable,
  linePrices,
  QTY_NOT_AVAILABLE,
  rewardPointsGathered,
  stockMessages,
  type CartLine,
  type QuoteScope,
} from "./service.js";

const TYPENAME = {
  simple: "SimpleCartItem",
  configurable: "ConfigurableCartItem",
  bundle: "BundleCartItem",
} as const;

const scope = (ctx: Ctx): QuoteScope => ({ store: ctx.store, catalog: ctx.catalog, display: ctx.display });

// A cart's lines are read once per answer, however many fields ask for them.
const linesOf = new WeakMap<CartRow, CartLine[]>();
function lines(ctx: Ctx, cart: CartRow): CartLine[] {
  let l = linesOf.get(cart);
  if (!l) {
    l = ctx.services.quote.lines(ctx.catalog, cart);
    linesOf.set(cart, l);
  }
  return l;
}

/** Carts are the shopper's own: never cached (Magento's @cache(cacheable: false)). */
function privateCart(ctx: Ctx, cart: CartRow): CartRow {
  ctx.cache.uncacheable();
  return cart;
}

const itemFields: SimpleCartItemResolvers = {
  id: (i) => String(i.row.id),
  uid: (i) => encodeUid(i.row.id),
  quantity: (i) => i.qty,
  sku: (i) => (i.child ?? i.product).sku,
  is_available: (i, _, ctx) => isAvailable(ctx.catalog, i),
  errors: (i, _, ctx) => (isAvailable(ctx.catalog, i) ? null : [{ code: "ITEM_QTY", message: QTY_NOT_AVAILABLE }]),
  product: (i, _, ctx) => shownProduct(ctx, i.product),
  is_reward_product: (i) => i.row.is_reward_product === 1,
  supersize: () => null,
  prices: (i, _, ctx) => {
    const p = linePrices(scope(ctx), i);
    return {
      price: moneyAnswer(ctx, p.price),
      price_including_tax: moneyAnswer(ctx, p.priceInclTax),
      row_total: moneyAnswer(ctx, p.rowTotal),
      row_total_including_tax: moneyAnswer(ctx, p.rowTotalInclTax),
      regular_price: moneyAnswer(ctx, p.regularPrice),
      total_item_discount: moneyAnswer(ctx, 0),
      discounts: [],
      fixed_product_taxes: [],
    };
  },
};

const simpleItemFields = { ...itemFields, customizable_options: () => [] };

export const quoteResolvers: Resolvers = {
  Query: {
    cart: (_, args, ctx) => {
      ctx.cache.uncacheable();
      return ctx.services.quote.load(ctx.store, args.cart_id);
    },
  },
  Mutation: {
    createGuestCart: (_, args, ctx) => ({
      cart: privateCart(ctx, ctx.services.quote.createGuestCart(ctx.store, args.input?.cart_uid)),
    }),
    // Magento's createEmptyCart(input: {cart_id}) would use the given id; this backend never has (a new random one).
    createEmptyCart: (_, __, ctx) => privateCart(ctx, ctx.services.quote.createGuestCart(ctx.store, null)).masked_id,
    addProductsToCart: (_, args, ctx) => {
      ctx.cache.uncacheable();
      return ctx.services.quote.addProducts(
        scope(ctx),
        args.cartId,
        args.cartItems.filter((i) => i != null),
      );
    },
    updateCartItems: (_, args, ctx) => {
      ctx.cache.uncacheable();
      const updates = (args.input?.cart_items ?? []).filter((u) => u != null);
      return { cart: ctx.services.quote.updateItems(scope(ctx), args.input?.cart_id, updates) };
    },
    removeItemFromCart: (_, args, ctx) => {
      ctx.cache.uncacheable();
      return { cart: ctx.services.quote.removeItem(scope(ctx), args.input?.cart_id, args.input ?? {}) };
    },
  },
  Cart: {
    id: (c) => c.masked_id,
    quote_id: (c) => String(c.id),
    items: (c, _, ctx) => lines(ctx, c),
    itemsV2: (c, args, ctx) => {
      const all = lines(ctx, c);
      const size = args.pageSize ?? 20;
      const page = args.currentPage ?? 1;
      return {
        items: all.slice((page - 1) * size, page * size),
        total_count: all.length,
        page_info: { page_size: size, current_page: page, total_pages: Math.ceil(all.length / size) },
      };
    },
    total_quantity: (c, _, ctx) => lines(ctx, c).reduce((s, i) => s + i.qty, 0),
    is_virtual: () => false,
    applied_coupons: (c) => (c.coupon_code ? [{ code: c.coupon_code }] : null),
    applied_coupon: (c) => (c.coupon_code ? { code: c.coupon_code } : null),
    shipping_addresses: () => [],
    available_payment_methods: () => [],
    prices: (c, _, ctx) => {
      const t = cartTotals(scope(ctx), lines(ctx, c));
      return {
        grand_total: moneyAnswer(ctx, t.grandTotal),
        subtotal_including_tax: moneyAnswer(ctx, t.subtotalIncl),
        subtotal_excluding_tax: moneyAnswer(ctx, t.subtotalExcl),
        subtotal_with_discount_excluding_tax: moneyAnswer(ctx, t.subtotalExcl),
        applied_taxes: t.tax > 0 ? [{ label: ctx.store.vat_label, amount: moneyAnswer(ctx, t.tax) }] : [],
        discounts: [],
        discount: null,
        rewardpoints: null,
        rewardpoints_quantity: 0,
        rewardpoints_gathered: rewardPointsGathered(ctx.display, t),
      };
    },
    free_delivery_amount: (_c, _, ctx) => toDisplay(ctx.display, freeDeliveryThreshold(ctx.services.stores, ctx.store)),
    error_messages: (c, _, ctx) => stockMessages(ctx.catalog, lines(ctx, c)),
    personalized_offers: () => [],
    reward: () => null,
    cross_sell_products: (c, _, ctx) =>
      ctx.services.quote.crossSells(ctx.catalog, lines(ctx, c)).map(({ product: p, relatedSkus, imageFile }) => ({
        cross_sell_label: "Goes well with",
        cross_sell_class_name: "cross-sell",
        product_id: p.id,
        protein_insight: null,
        name: p.name,
        sku: p.sku,
        related_skus: relatedSkus,
        small_image: {
          url: `${ctx.services.mediaBaseUrl}catalog/product${imageFile}`,
          label: p.name,
        },
      })),
  },
  CartItemInterface: { __resolveType: (i) => TYPENAME[i.kind] },
  SimpleCartItem: simpleItemFields,
  VirtualCartItem: simpleItemFields,
  ConfigurableCartItem: {
    ...itemFields,
    customizable_options: () => [],
    configured_variant: (i, _, ctx) => shownProduct(ctx, i.child ?? i.product),
    configurable_options: (i, _, ctx) =>
      ctx.catalog.superAttributes(i.product.id).map((a) => {
        const optionId = i.child ? attributeValue(i.child, a.code) : null;
        const o = ctx.catalog.option(a.id, optionId);
        return {
          id: a.id,
          configurable_product_option_uid: encodeUid(a.id),
          option_label: a.label,
          value_id: optionId ?? 0,
          configurable_product_option_value_uid: configurableValueUid(a.id, optionId),
          value_label: o?.label ?? "",
          value_default_label: o?.default_label ?? "",
        };
      }),
  },
  BundleCartItem: {
    ...itemFields,
    customizable_options: () => [],
    bundle_options: (i, _, ctx) =>
      ctx.catalog
        .bundleOptions(i.product.id)
        .filter((o) => i.selections.some((s) => s.option_id === o.id))
        .map((o) => ({
          id: o.id,
          uid: encodeUid(`bundle/${o.id}`),
          label: o.title,
          type: o.type,
          values: i.selections
            .filter((s) => s.option_id === o.id)
            .map((s) => ({
              id: s.selection_id,
              uid: bundleSelectionUid(o.id, s.selection_id, s.qty),
              label: s.product.name ?? "",
              price: toDisplay(ctx.display, unitPrice(s.product).final),
              quantity: s.qty,
              product_sku: s.product.sku,
            })),
        })),
  },
};
