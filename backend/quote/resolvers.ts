// Cart resolvers: createGuestCart, cart, addProductsToCart, updateCartItems, removeItemFromCart and
// the fields of Cart and its items. Rules live in quote/service.ts; this file shapes Magento's answer.
// Other modules answer their own Cart fields, each field from one module (graphql/schema.ts refuses a
// second): shipping_addresses (checkout/, with shipping/'s estimate), available_payment_methods
// (payment/), personalized_offers, reward and items' supersize (basketextras/), cross_sell_products
// (crosssell/).
import { shownProduct } from "../catalog/resolvers.js";
import { bundleSelectionUid, configurableValueUid, attributeValue } from "../catalog/service.js";
import { unitPrice } from "../catalog/pricing.js";
import type { Ctx } from "../graphql/context.js";
import type { SimpleCartItemResolvers, Resolvers } from "../generated/resolvers-types.js";
import { moneyAnswer } from "../graphql/money.js";
import { ShopError } from "../shared/errors.js";
import { netOf, round2, toDisplay } from "../shared/money.js";
import { encodeUid } from "../shared/uid.js";
import { freeDeliveryThreshold } from "../store/service.js";
import type { CartRow } from "./repository.js";
import {
  isAvailable,
  QTY_NOT_AVAILABLE,
  stockMessages,
  type CartItemInput,
  type CartLine,
  type QuoteScope,
} from "./service.js";
import { discountTotal, type AppliedDiscount, type CartItemSource, type CartTotals } from "./totals.js";

/** The services these resolvers read: the module's dependencies, named here. */
type Services = "quote" | "stores" | "tax" | "totals";

/** Magento's refusal of createGuestCart for a signed-in caller. */
export const USE_CUSTOMER_CART = "Use `Query.customerCart` for logged in customer.";

const scope = (ctx: Ctx<Services>): QuoteScope => ({
  store: ctx.store,
  catalog: ctx.catalog,
  display: ctx.display,
  customerId: ctx.customerId,
});

/** Magento's Discount: label, amount, what it applies to and the coupon behind it. */
const discountAnswer = (ctx: Ctx<Services>, d: AppliedDiscount) => ({
  label: d.label,
  amount: moneyAnswer(ctx, d.amount),
  applied_to: d.appliedTo ?? ("ITEM" as const),
  coupon: d.couponCode ? { code: d.couponCode } : null,
});

const TYPENAME = {
  simple: "SimpleCartItem",
  configurable: "ConfigurableCartItem",
  bundle: "BundleCartItem",
} as const;

// A cart's lines are read once per answer, however many fields ask for them.
const linesOf = new WeakMap<CartRow, CartLine[]>();
function lines(ctx: Ctx<Services>, cart: CartRow): CartLine[] {
  let l = linesOf.get(cart);
  if (!l) {
    l = ctx.services.quote.lines(ctx.catalog, cart);
    linesOf.set(cart, l);
  }
  return l;
}

// ... and its totals collected once (quote/totals.ts).
const totalsOf = new WeakMap<CartRow, CartTotals>();
function totals(ctx: Ctx<Services>, cart: CartRow): CartTotals {
  let t = totalsOf.get(cart);
  if (!t) {
    t = ctx.services.totals({
      store: ctx.store,
      display: ctx.display,
      catalog: ctx.catalog,
      cart,
      lines: lines(ctx, cart),
      customerId: cart.customer_id,
      now: new Date(),
    });
    totalsOf.set(cart, t);
  }
  return t;
}

/** Cart items resolve from their line with its amounts (items and itemsV2 read them from the totals). */
const itemsOf = (ctx: Ctx<Services>, cart: CartRow): CartItemSource[] =>
  totals(ctx, cart).lines.map((l) => ({ ...l, cart }));

/** Carts are the shopper's own: never cached (Magento's @cache(cacheable: false)). */
function privateCart(ctx: Ctx<Services>, cart: CartRow): CartRow {
  ctx.cache.uncacheable();
  return cart;
}

/** One typed add: Magento's {cart_id, cart_items} input, each item made a CartItemInput by `toItem`. */
function typedAdd<T extends { data: CartItemInput }>(
  ctx: Ctx<Services>,
  input: { cart_id: string; cart_items: ReadonlyArray<T | null> } | null | undefined,
  toItem: (item: T) => CartItemInput,
) {
  ctx.cache.uncacheable();
  const items = (input?.cart_items ?? []).filter((i): i is T => i != null).map(toItem);
  return { cart: ctx.services.quote.addProductsOrFail(scope(ctx), input?.cart_id, items) };
}

const itemFields: SimpleCartItemResolvers<Ctx<Services>> = {
  id: ({ line }) => String(line.row.id),
  uid: ({ line }) => encodeUid(line.row.id),
  quantity: ({ line }) => line.qty,
  sku: ({ line }) => (line.child ?? line.product).sku,
  is_available: ({ line }, _, ctx) => isAvailable(ctx.catalog, line),
  errors: ({ line }, _, ctx) =>
    isAvailable(ctx.catalog, line) ? null : [{ code: "ITEM_QTY", message: QTY_NOT_AVAILABLE }],
  product: ({ line }, _, ctx) => shownProduct(ctx, line.product),
  is_reward_product: ({ line }) => line.row.is_reward_product === 1,
  prices: (item, _, ctx) => {
    // Net amounts use the rate of the cart's tax: the destination's VAT (tax/service.ts).
    const { rate } = ctx.services.tax.rateFor(ctx.store, item.cart);
    const net = (amount: number) => netOf(amount, rate);
    const discount = round2(item.discounts.reduce((sum, d) => sum + d.amount, 0));
    return {
      price: moneyAnswer(ctx, net(item.unitPriceIncl)),
      price_including_tax: moneyAnswer(ctx, item.unitPriceIncl),
      row_total: moneyAnswer(ctx, net(item.rowTotalIncl)),
      row_total_including_tax: moneyAnswer(ctx, item.rowTotalIncl),
      regular_price: moneyAnswer(ctx, item.regularUnitPriceIncl),
      total_item_discount: moneyAnswer(ctx, discount),
      discounts: item.discounts.map((d) => discountAnswer(ctx, d)),
      fixed_product_taxes: [],
    };
  },
};

const simpleItemFields = { ...itemFields, customizable_options: () => [] };

export const quoteResolvers: Resolvers<Ctx<Services>> = {
  Query: {
    cart: (_, args, ctx) => {
      ctx.cache.uncacheable();
      return ctx.services.quote.load(ctx.store, args.cart_id, ctx.customerId);
    },
  },
  Mutation: {
    // Magento (QuoteGraphQl CreateGuestCart): a signed-in customer's basket is their customer cart
    // of the store view, never a guest cart that their address book and checkout cannot use.
    createGuestCart: (_, args, ctx) => {
      if (ctx.customerId !== null) throw new ShopError(USE_CUSTOMER_CART, "input");
      return { cart: privateCart(ctx, ctx.services.quote.createGuestCart(ctx.store, args.input?.cart_uid)) };
    },
    // Magento's createEmptyCart(input: {cart_id}) would use the given id; this backend never has (a new random one).
    // For a signed-in customer it answers their cart of the store view, as Magento's does.
    createEmptyCart: (_, __, ctx) =>
      privateCart(
        ctx,
        ctx.customerId !== null
          ? ctx.services.quote.customerCartOrNew(ctx.store, ctx.customerId)
          : ctx.services.quote.createGuestCart(ctx.store, null),
      ).masked_id,
    addProductsToCart: (_, args, ctx) => {
      ctx.cache.uncacheable();
      return ctx.services.quote.addProducts(
        scope(ctx),
        args.cartId,
        args.cartItems.filter((i) => i != null),
      );
    },
    // Magento's typed adds: all lines or none, the first refusal is the request's error.
    addSimpleProductsToCart: (_, args, ctx) => typedAdd(ctx, args.input, (i) => ({ ...i.data })),
    addVirtualProductsToCart: (_, args, ctx) => typedAdd(ctx, args.input, (i) => ({ ...i.data })),
    // Magento resolves it with AddSimpleProductsToCart; the links matter only to a downloadable
    // product, which this catalogue has none of.
    addDownloadableProductsToCart: (_, args, ctx) => typedAdd(ctx, args.input, (i) => ({ ...i.data })),
    // The variant is data.sku (variant_sku, deprecated, wins when given) under its parent_sku.
    addConfigurableProductsToCart: (_, args, ctx) =>
      typedAdd(ctx, args.input, (i) => ({
        ...i.data,
        sku: i.variant_sku ?? i.data.sku,
        parent_sku: i.parent_sku ?? i.data.parent_sku,
      })),
    // bundle_options [{id: option id, quantity, value: [selection ids]}] are the uids addProductsToCart takes.
    addBundleProductsToCart: (_, args, ctx) =>
      typedAdd(ctx, args.input, (i) => ({
        ...i.data,
        selected_options: [
          ...(i.data.selected_options ?? []),
          ...i.bundle_options
            .filter((o) => o != null)
            .flatMap((o) =>
              o.value
                .filter((v) => v != null)
                .map((v) => bundleSelectionUid(o.id, Number(v), Math.max(1, Math.trunc(o.quantity)))),
            ),
        ],
      })),
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
    items: (c, _, ctx) => itemsOf(ctx, c),
    itemsV2: (c, args, ctx) => {
      const all = itemsOf(ctx, c);
      const size = args.pageSize ?? 20;
      const page = args.currentPage ?? 1;
      return {
        items: all.slice((page - 1) * size, page * size),
        total_count: all.length,
        page_info: { page_size: size, current_page: page, total_pages: Math.ceil(all.length / size) },
      };
    },
    total_quantity: (c, _, ctx) => totals(ctx, c).quantity,
    is_virtual: () => false,
    applied_coupons: (c) => (c.coupon_code ? [{ code: c.coupon_code }] : null),
    applied_coupon: (c) => (c.coupon_code ? { code: c.coupon_code } : null),
    prices: (c, _, ctx) => {
      const t = totals(ctx, c);
      const discount = discountTotal(t);
      return {
        grand_total: moneyAnswer(ctx, t.grandTotal),
        subtotal_including_tax: moneyAnswer(ctx, t.subtotalIncl),
        subtotal_excluding_tax: moneyAnswer(ctx, t.subtotalExcl),
        subtotal_with_discount_excluding_tax: moneyAnswer(ctx, t.subtotalWithDiscountExcl),
        applied_taxes: t.taxes.map((tax) => ({ label: tax.label, amount: moneyAnswer(ctx, tax.amount) })),
        discounts: t.discounts.map((d) => discountAnswer(ctx, d)),
        discount: discount > 0 ? { label: t.discounts.map((d) => d.label), amount: moneyAnswer(ctx, discount) } : null,
        rewardpoints: t.rewardPoints ? moneyAnswer(ctx, t.rewardPoints.amount) : null,
        rewardpoints_quantity: t.rewardPoints?.points ?? 0,
        rewardpoints_gathered: t.rewardPointsGathered,
      };
    },
    free_delivery_amount: (_c, _, ctx) => toDisplay(ctx.display, freeDeliveryThreshold(ctx.services.stores, ctx.store)),
    error_messages: (c, _, ctx) => [...stockMessages(ctx.catalog, lines(ctx, c)), ...totals(ctx, c).messages],
  },
  CartItemInterface: { __resolveType: ({ line }) => TYPENAME[line.kind] },
  SimpleCartItem: simpleItemFields,
  VirtualCartItem: simpleItemFields,
  ConfigurableCartItem: {
    ...itemFields,
    customizable_options: () => [],
    configured_variant: ({ line: i }, _, ctx) => shownProduct(ctx, i.child ?? i.product),
    configurable_options: ({ line: i }, _, ctx) =>
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
    bundle_options: ({ line: i }, _, ctx) =>
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
