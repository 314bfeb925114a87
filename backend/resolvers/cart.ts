// Guest cart: createGuestCart, cart, addProductsToCart, updateCartItems, removeItemFromCart.
// Catalogue prices include VAT, so row totals including tax are the shelf prices and the net part is
// derived with the store's VAT rate. Every amount is in the display currency of the request.
import { gqlError } from "../graphql/errors.js";
import { CartRepository, type CartItemOption, type CartItemRow, type CartRow } from "../db/cart.js";
import type { ProductRow } from "../db/catalog.js";
import { type Ctx, decodeUid, encodeUid, money, round2, toDisplay } from "../graphql/context.js";
import { bundleSelectionUid, productModel } from "./catalog.js";
import { simpleSalable, unitPrice } from "./pricing.js";

type Args = Record<string, any>;

const QTY_NOT_AVAILABLE = "The requested qty is not available";
const NOT_AVAILABLE = "Product that you are trying to add is not available.";

class UserError extends Error {
  constructor(
    readonly code: "PRODUCT_NOT_FOUND" | "NOT_SALABLE" | "INSUFFICIENT_STOCK" | "UNDEFINED",
    message: string,
  ) {
    super(message);
  }
}

const repo = (ctx: Ctx) => new CartRepository(ctx.db);

export function loadCart(ctx: Ctx, maskedId: string | null | undefined): CartRow {
  ctx.cache.uncacheable();
  const cart = maskedId ? repo(ctx).byMaskedId(maskedId) : undefined;
  if (!cart) throw gqlError(`Could not find a cart with ID "${maskedId ?? ""}"`, "graphql-no-such-entity");
  if (!cart.is_active) throw gqlError(`The cart isn't active.`, "graphql-no-such-entity");
  if (cart.store_code !== ctx.store.code) {
    throw gqlError(`Wrong store code specified for cart "${maskedId}"`, "graphql-no-such-entity");
  }
  return cart;
}

// --- item model -------------------------------------------------------------------------------------

interface Selection {
  option_id: number;
  selection_id: number;
  qty: number;
  product: ProductRow;
}

export interface ItemModel {
  __typename: "SimpleCartItem" | "ConfigurableCartItem" | "BundleCartItem";
  row: CartItemRow;
  product: ProductRow; // what was added: simple, configurable parent or bundle
  child: ProductRow | null; // configurable variant
  selections: Selection[]; // bundle selections
  qty: number;
  /** unit prices in the base currency, VAT included */
  unitFinal: number;
  unitRegular: number;
  /** simple product id -> quantity needed per unit of this line */
  needs: Map<number, number>;
}

function buildItem(ctx: Ctx, row: CartItemRow): ItemModel | null {
  const product = ctx.catalog.product(row.product_id);
  if (!product) return null;
  const needs = new Map<number, number>();
  if (product.type_id === "configurable") {
    const child = row.child_product_id ? ctx.catalog.product(row.child_product_id) : undefined;
    if (!child) return null;
    const u = unitPrice(child);
    needs.set(child.id, 1);
    return {
      __typename: "ConfigurableCartItem",
      row,
      product,
      child,
      selections: [],
      qty: row.qty,
      unitFinal: u.final,
      unitRegular: u.regular,
      needs,
    };
  }
  if (product.type_id === "bundle") {
    const all = ctx.catalog.bundleSelections(product.id);
    const selections: Selection[] = [];
    let final = 0;
    let regular = 0;
    for (const o of row.options.filter((x) => x.kind === "bundle")) {
      const sel = all.find((s) => s.id === o.value_id);
      const child = sel && ctx.catalog.product(sel.product_id);
      if (!sel || !child) continue;
      selections.push({ option_id: o.option_id, selection_id: sel.id, qty: o.qty, product: child });
      const u = unitPrice(child);
      final += u.final * o.qty;
      regular += u.regular * o.qty;
      needs.set(child.id, (needs.get(child.id) ?? 0) + o.qty);
    }
    return {
      __typename: "BundleCartItem",
      row,
      product,
      child: null,
      selections,
      qty: row.qty,
      unitFinal: final,
      unitRegular: regular,
      needs,
    };
  }
  const u = unitPrice(product);
  needs.set(product.id, 1);
  return {
    __typename: "SimpleCartItem",
    row,
    product,
    child: null,
    selections: [],
    qty: row.qty,
    unitFinal: u.final,
    unitRegular: u.regular,
    needs,
  };
}

function cartItems(ctx: Ctx, cart: CartRow): ItemModel[] {
  return repo(ctx)
    .items(cart.id)
    .map((r) => buildItem(ctx, r))
    .filter((x): x is ItemModel => !!x);
}

/** Quantity of each simple product the given lines need. */
function demand(items: Array<{ needs: Map<number, number>; qty: number }>): Map<number, number> {
  const d = new Map<number, number>();
  for (const it of items) for (const [pid, per] of it.needs) d.set(pid, (d.get(pid) ?? 0) + per * it.qty);
  return d;
}

/** Throws a UserError when the lines need more than is in stock. */
function assertStock(ctx: Ctx, items: Array<{ needs: Map<number, number>; qty: number }>) {
  for (const [pid, qty] of demand(items)) {
    const p = ctx.catalog.product(pid);
    if (!p || !simpleSalable(p)) throw new UserError("NOT_SALABLE", NOT_AVAILABLE);
    if (qty > p.qty) throw new UserError("INSUFFICIENT_STOCK", QTY_NOT_AVAILABLE);
  }
}

// --- adding ---------------------------------------------------------------------------------------

interface Resolved {
  product_id: number;
  child_product_id: number | null;
  options: CartItemOption[];
  options_key: string;
  needs: Map<number, number>;
}

function resolveCartItem(ctx: Ctx, input: Args): Resolved {
  const { catalog } = ctx;
  const qty = Number(input.quantity);
  if (!(qty > 0)) throw new UserError("UNDEFINED", "The product quantity should be greater than 0");
  const product = catalog.productBySku(String(input.sku));
  if (!product) throw new UserError("PRODUCT_NOT_FOUND", `Could not find a product with SKU "${input.sku}"`);
  const selected = ((input.selected_options ?? []) as string[]).map((uid) => decodeUid(uid).split("/"));

  if (input.parent_sku) {
    const parent = catalog.productBySku(String(input.parent_sku));
    if (!parent) throw new UserError("PRODUCT_NOT_FOUND", `Could not find a product with SKU "${input.parent_sku}"`);
    if (parent.type_id !== "configurable" || !catalog.childIds(parent.id).includes(product.id)) {
      throw new UserError("UNDEFINED", `Could not find specified product.`);
    }
    return configurableLine(parent, product);
  }
  if (product.type_id === "configurable") {
    const wanted = new Map<number, number>();
    for (const parts of selected) if (parts[0] === "configurable") wanted.set(Number(parts[1]), Number(parts[2]));
    const attrs = catalog.superAttributes(product.id);
    if (attrs.some((a) => !wanted.has(a.id)))
      throw new UserError("UNDEFINED", "You need to choose options for your item.");
    const child = catalog.children(product.id).find((c) => attrs.every((a) => (c as any)[a.code] === wanted.get(a.id)));
    if (!child) throw new UserError("UNDEFINED", "Could not find specified product.");
    return configurableLine(product, child);
  }
  if (product.type_id === "bundle") {
    const options = catalog.bundleOptions(product.id);
    const selections = catalog.bundleSelections(product.id);
    const chosen: CartItemOption[] = [];
    for (const parts of selected) {
      if (parts[0] !== "bundle") continue;
      const [optionId, selectionId, selQty] = [Number(parts[1]), Number(parts[2]), Number(parts[3] ?? 1)];
      const sel = selections.find((s) => s.id === selectionId && s.option_id === optionId);
      if (!sel) throw new UserError("UNDEFINED", "Please specify product option(s).");
      const q = sel.can_change_qty && selQty > 0 ? selQty : sel.qty;
      chosen.push({ kind: "bundle", option_id: optionId, value_id: selectionId, qty: q, value_text: null });
    }
    for (const o of options) {
      const picked = chosen.filter((c) => c.option_id === o.id);
      if (o.required && !picked.length) throw new UserError("UNDEFINED", "Please specify product option(s).");
      if ((o.type === "radio" || o.type === "select") && picked.length > 1)
        throw new UserError("UNDEFINED", "Please specify product option(s).");
    }
    chosen.sort((a, b) => a.option_id - b.option_id || a.value_id - b.value_id);
    const needs = new Map<number, number>();
    for (const c of chosen) {
      const pid = selections.find((s) => s.id === c.value_id)!.product_id;
      needs.set(pid, (needs.get(pid) ?? 0) + c.qty);
    }
    return {
      product_id: product.id,
      child_product_id: null,
      options: chosen,
      options_key: chosen.map((c) => `b${c.option_id}:${c.value_id}:${c.qty}`).join(","),
      needs,
    };
  }
  return {
    product_id: product.id,
    child_product_id: null,
    options: [],
    options_key: "",
    needs: new Map([[product.id, 1]]),
  };

  function configurableLine(parent: ProductRow, child: ProductRow): Resolved {
    const options: CartItemOption[] = catalog.superAttributes(parent.id).map((a) => ({
      kind: "super_attribute",
      option_id: a.id,
      value_id: (child as any)[a.code] as number,
      qty: 1,
      value_text: null,
    }));
    return {
      product_id: parent.id,
      child_product_id: child.id,
      options,
      options_key: `c${child.id}`,
      needs: new Map([[child.id, 1]]),
    };
  }
}

function addProductsToCart(ctx: Ctx, args: { cartId: string; cartItems: Args[] }) {
  const cart = loadCart(ctx, args.cartId);
  const r = repo(ctx);
  const user_errors: Array<{ code: string; message: string }> = [];
  for (const input of args.cartItems) {
    try {
      r.transaction(() => {
        const line = resolveCartItem(ctx, input);
        const qty = Number(input.quantity);
        const items = cartItems(ctx, cart);
        const existing = items.find(
          (i) => i.row.product_id === line.product_id && i.row.options_key === line.options_key,
        );
        const after = items.map((i) => (i === existing ? { needs: i.needs, qty: i.qty + qty } : i));
        if (!existing) after.push({ needs: line.needs, qty });
        assertStock(ctx, after);
        if (existing) r.setQty(existing.row.id, existing.qty + qty);
        else r.addItem(cart.id, { ...line, qty });
        r.touch(cart.id);
      });
    } catch (e) {
      if (e instanceof UserError) user_errors.push({ code: e.code, message: e.message });
      else throw e;
    }
  }
  return { cart: loadCart(ctx, args.cartId), user_errors };
}

function findItem(items: ItemModel[], input: Args): ItemModel {
  const id = input.cart_item_uid != null ? Number(decodeUid(String(input.cart_item_uid))) : Number(input.cart_item_id);
  const item = items.find((i) => i.row.id === id);
  if (!item)
    throw gqlError(
      `Could not find cart item with id: ${input.cart_item_uid ?? input.cart_item_id}`,
      "graphql-no-such-entity",
    );
  return item;
}

function updateCartItems(ctx: Ctx, input: Args) {
  if (!input?.cart_id) throw gqlError('Required parameter "cart_id" is missing.');
  const cart = loadCart(ctx, input.cart_id);
  const r = repo(ctx);
  r.transaction(() => {
    const items = cartItems(ctx, cart);
    const qtys = new Map(items.map((i) => [i, i.qty]));
    for (const u of input.cart_items ?? []) {
      const item = findItem(items, u);
      if (u.quantity == null) continue;
      if (u.quantity < 0) throw gqlError("The product quantity should be greater than 0");
      qtys.set(item, Number(u.quantity));
    }
    try {
      assertStock(
        ctx,
        [...qtys].filter(([, q]) => q > 0).map(([i, q]) => ({ needs: i.needs, qty: q })),
      );
    } catch (e) {
      if (e instanceof UserError) throw gqlError(e.message, "graphql-input");
      throw e;
    }
    for (const [item, q] of qtys) {
      if (q === item.qty) continue;
      if (q === 0) r.removeItem(item.row.id);
      else r.setQty(item.row.id, q);
    }
    r.touch(cart.id);
  });
  return { cart: loadCart(ctx, input.cart_id) };
}

function removeItemFromCart(ctx: Ctx, input: Args) {
  if (!input?.cart_id) throw gqlError('Required parameter "cart_id" is missing.');
  const cart = loadCart(ctx, input.cart_id);
  const items = cartItems(ctx, cart);
  const id = input.cart_item_uid != null ? Number(decodeUid(String(input.cart_item_uid))) : Number(input.cart_item_id);
  const item = items.find((i) => i.row.id === id);
  if (!item) throw gqlError("The cart doesn't contain the item", "graphql-no-such-entity");
  repo(ctx).removeItem(item.row.id);
  repo(ctx).touch(cart.id);
  return { cart: loadCart(ctx, input.cart_id) };
}

function createGuestCart(ctx: Ctx, input: Args | null | undefined) {
  const r = repo(ctx);
  if (input?.cart_uid) {
    const uid = String(input.cart_uid);
    if (!/^[A-Za-z0-9]{32}$/.test(uid)) throw gqlError(`Cart ID length should be 32 characters.`);
    if (r.byMaskedId(uid)) throw gqlError(`Cart with ID "${uid}" already exists.`);
    const cart = r.create(ctx.store.code);
    ctx.db.prepare("UPDATE carts SET masked_id = ? WHERE id = ?").run(uid, cart.id);
    return { cart: loadCart(ctx, uid) };
  }
  return { cart: loadCart(ctx, r.create(ctx.store.code).masked_id) };
}

// --- totals ---------------------------------------------------------------------------------------

/**
 * Unit price in the display currency. A bundle costs the sum of its parts as its product page lists
 * them (each part's price converted and rounded, times its quantity), so a price in another currency
 * does not differ by a cent between the page and the basket.
 */
function displayUnitPrice(ctx: Ctx, i: ItemModel, which: "final" | "regular"): number {
  if (i.__typename !== "BundleCartItem") return toDisplay(ctx, which === "final" ? i.unitFinal : i.unitRegular);
  return round2(i.selections.reduce((sum, s) => sum + toDisplay(ctx, unitPrice(s.product)[which]) * s.qty, 0));
}

interface Totals {
  subtotalIncl: number;
  tax: number;
  subtotalExcl: number;
  grandTotal: number;
  quantity: number;
}

export function cartTotals(ctx: Ctx, items: ItemModel[]): Totals {
  const subtotalIncl = round2(items.reduce((s, i) => s + displayUnitPrice(ctx, i, "final") * i.qty, 0));
  const rate = ctx.store.vat_rate;
  const tax = round2((subtotalIncl * rate) / (1 + rate));
  return {
    subtotalIncl,
    tax,
    subtotalExcl: round2(subtotalIncl - tax),
    grandTotal: subtotalIncl,
    quantity: items.reduce((s, i) => s + i.qty, 0),
  };
}

type CartModel = CartRow & { __items?: ItemModel[] };
const itemsOf = (ctx: Ctx, cart: CartModel) => (cart.__items ??= cartItems(ctx, cart));

const net = (ctx: Ctx, amount: number) => round2(amount / (1 + ctx.store.vat_rate));

function isAvailable(ctx: Ctx, item: ItemModel): boolean {
  try {
    assertStock(ctx, [item]);
    return true;
  } catch {
    return false;
  }
}

export const cartResolvers = {
  Query: {
    cart: (_: unknown, args: { cart_id: string }, ctx: Ctx) => loadCart(ctx, args.cart_id),
  },
  Mutation: {
    createGuestCart: (_: unknown, args: Args, ctx: Ctx) => createGuestCart(ctx, args.input),
    createEmptyCart: (_: unknown, args: Args, ctx: Ctx) => createGuestCart(ctx, args.input).cart.masked_id,
    addProductsToCart: (_: unknown, args: { cartId: string; cartItems: Args[] }, ctx: Ctx) =>
      addProductsToCart(ctx, args),
    updateCartItems: (_: unknown, args: Args, ctx: Ctx) => updateCartItems(ctx, args.input),
    removeItemFromCart: (_: unknown, args: Args, ctx: Ctx) => removeItemFromCart(ctx, args.input),
  },
  Cart: {
    id: (c: CartModel) => c.masked_id,
    quote_id: (c: CartModel) => String(c.id),
    items: (c: CartModel, _: Args, ctx: Ctx) => itemsOf(ctx, c),
    itemsV2: (c: CartModel, args: Args, ctx: Ctx) => {
      const all = itemsOf(ctx, c);
      const size = args.pageSize ?? 20;
      const page = args.currentPage ?? 1;
      return {
        items: all.slice((page - 1) * size, page * size),
        total_count: all.length,
        page_info: { page_size: size, current_page: page, total_pages: Math.ceil(all.length / size) },
      };
    },
    total_quantity: (c: CartModel, _: Args, ctx: Ctx) => itemsOf(ctx, c).reduce((s, i) => s + i.qty, 0),
    is_virtual: () => false,
    applied_coupons: (c: CartModel) => (c.coupon_code ? [{ code: c.coupon_code }] : null),
    applied_coupon: (c: CartModel) => (c.coupon_code ? { code: c.coupon_code } : null),
    shipping_addresses: () => [],
    available_payment_methods: () => [],
    prices: (c: CartModel, _: Args, ctx: Ctx) => {
      const t = cartTotals(ctx, itemsOf(ctx, c));
      return {
        grand_total: money(ctx, t.grandTotal),
        subtotal_including_tax: money(ctx, t.subtotalIncl),
        subtotal_excluding_tax: money(ctx, t.subtotalExcl),
        subtotal_with_discount_excluding_tax: money(ctx, t.subtotalExcl),
        applied_taxes: t.tax > 0 ? [{ label: ctx.store.vat_label, amount: money(ctx, t.tax) }] : [],
        discounts: [],
        discount: null,
        rewardpoints: null,
        rewardpoints_quantity: 0,
        // one point per whole unit of the base-currency subtotal
        rewardpoints_gathered: Math.floor(t.subtotalIncl / ctx.rate),
      };
    },
    free_delivery_amount: (_c: CartModel, _: Args, ctx: Ctx) => {
      const threshold = Number(ctx.stores.config(ctx.store.code).free_delivery_amount ?? 0);
      return toDisplay(ctx, threshold);
    },
    error_messages: (c: CartModel, _: Args, ctx: Ctx) =>
      itemsOf(ctx, c)
        .filter((i) => !isAvailable(ctx, i))
        .map((i) => `${i.product.name}: ${QTY_NOT_AVAILABLE}`),
    personalized_offers: () => [],
    reward: () => null,
    cross_sell_products: (c: CartModel, _: Args, ctx: Ctx) => {
      const items = itemsOf(ctx, c);
      const inCart = new Set(items.map((i) => i.product.id));
      const related = new Map<number, string[]>();
      for (const i of items) {
        for (const id of ctx.catalog.linkedProductIds(i.product.id, "crosssell")) {
          if (inCart.has(id)) continue;
          related.set(id, [...(related.get(id) ?? []), i.product.sku]);
        }
      }
      return ctx.catalog
        .productsByIds([...related.keys()])
        .filter(simpleSalable)
        .map((p) => ({
          cross_sell_label: "Goes well with",
          cross_sell_class_name: "cross-sell",
          product_id: p.id,
          protein_insight: null,
          name: p.name,
          sku: p.sku,
          related_skus: related.get(p.id),
          small_image: {
            url: `${ctx.mediaBaseUrl}catalog/product${ctx.catalog.media(p.id)[0]?.file ?? ""}`,
            label: p.name,
          },
        }));
    },
  },
  CartItemInterface: { __resolveType: (i: ItemModel) => i.__typename },
};

const itemFields = {
  id: (i: ItemModel) => String(i.row.id),
  uid: (i: ItemModel) => encodeUid(i.row.id),
  quantity: (i: ItemModel) => i.qty,
  sku: (i: ItemModel) => (i.child ?? i.product).sku,
  is_available: (i: ItemModel, _: Args, ctx: Ctx) => isAvailable(ctx, i),
  errors: (i: ItemModel, _: Args, ctx: Ctx) =>
    isAvailable(ctx, i) ? null : [{ code: "ITEM_QTY", message: QTY_NOT_AVAILABLE }],
  product: (i: ItemModel, _: Args, ctx: Ctx) => productModel(ctx, i.product),
  is_reward_product: (i: ItemModel) => i.row.is_reward_product === 1,
  supersize: () => null,
  customizable_options: () => [],
  prices: (i: ItemModel, _: Args, ctx: Ctx) => {
    const unit = displayUnitPrice(ctx, i, "final");
    const row = round2(unit * i.qty);
    return {
      price: money(ctx, net(ctx, unit)),
      price_including_tax: money(ctx, unit),
      row_total: money(ctx, net(ctx, row)),
      row_total_including_tax: money(ctx, row),
      regular_price: money(ctx, displayUnitPrice(ctx, i, "regular")),
      total_item_discount: money(ctx, 0),
      discounts: [],
      fixed_product_taxes: [],
    };
  },
};

export const cartItemResolvers = {
  SimpleCartItem: itemFields,
  VirtualCartItem: itemFields,
  ConfigurableCartItem: {
    ...itemFields,
    configured_variant: (i: ItemModel, _: Args, ctx: Ctx) => productModel(ctx, i.child!),
    configurable_options: (i: ItemModel, _: Args, ctx: Ctx) =>
      ctx.catalog.superAttributes(i.product.id).map((a) => {
        const optionId = (i.child as any)[a.code] as number;
        const o = ctx.catalog.option(a.id, optionId);
        return {
          id: a.id,
          configurable_product_option_uid: encodeUid(a.id),
          option_label: a.label,
          value_id: optionId,
          configurable_product_option_value_uid: encodeUid(`configurable/${a.id}/${optionId}`),
          value_label: o?.label ?? "",
          value_default_label: o?.default_label ?? "",
        };
      }),
  },
  BundleCartItem: {
    ...itemFields,
    bundle_options: (i: ItemModel, _: Args, ctx: Ctx) =>
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
              label: s.product.name,
              price: toDisplay(ctx, unitPrice(s.product).final),
              quantity: s.qty,
              product_sku: s.product.sku,
            })),
        })),
  },
};
