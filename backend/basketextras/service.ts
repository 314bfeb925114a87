// What the basket offers beside its lines (the shop's own rules; SPEC §3 "Personalized offer",
// "Reward", cart item `supersize`): personalised offers chosen by seeded conditions, one free reward
// product once the basket reaches a threshold, and the upgrade of a whey pack to a larger one.
//
// Reward lines are ordinary cart lines flagged `is_reward_product`, kept apart from paid lines of the
// same product (their options_key ends in "|reward"), made free by this module's totals collector
// and removed by `pruneRewards` after every write that can take the basket below the threshold.
import type { Database } from "better-sqlite3";
import type { CatalogReader, ProductRow } from "../catalog/repository.js";
import { simpleSalable, unitPrice } from "../catalog/pricing.js";
import { attributeValue, bundleSelectionUid } from "../catalog/service.js";
import { createQuoteRepository, type CartRow } from "../quote/repository.js";
import {
  assertStock,
  CartUserError,
  displayUnitPrice,
  resolveCartItem,
  type CartLine,
  type QuoteScope,
  type QuoteService,
} from "../quote/service.js";
import type { TotalsCollector } from "../quote/totals.js";
import { SUPERSIZE_FAILED } from "./messages.js";
import { createBasketExtrasRepository, type RewardRuleRow } from "./repository.js";
import { paidRowTotal } from "../subscription/subscribe-and-save.js";
import { ShopError } from "../shared/errors.js";
import { round2, toDisplay, type DisplayCurrency } from "../shared/money.js";
import { decodeUid } from "../shared/uid.js";
import type { StoreView } from "../store/repository.js";

export const REWARD_KEY_SUFFIX = "|reward";
export const REWARD_QTY_FIXED = "The quantity of a free gift cannot be changed.";
const NOT_QUALIFIED = "This basket does not qualify for a free gift.";
const NOT_OFFERED = "This product is not one of the free gifts on offer.";
const ALREADY_TAKEN = "A free gift is already in the basket.";

export interface PersonalizedOfferAnswer {
  title: string;
  description: string;
  image: string | null;
  background: string;
  font_colour_headline: string;
  font_colour_copy: string;
  action_type: "add_product" | "apply_coupon" | "link";
  action_value: string;
}

export interface RewardProductAnswer {
  product: ProductRow;
  child: ProductRow | null;
  imageProduct: ProductRow;
  txtFlavours: string | null;
  txtSize: string | null;
  bundleItems: Array<{ option_id: number; selected_option_ids: number[] }> | null;
}

export interface RewardAnswer {
  products: RewardProductAnswer[];
  discount_label: string;
  popup_title: string;
  option_1_title: string;
  option_2_title: string;
}

interface OfferConditions {
  has_category?: number;
  lacks_skus?: string[];
  has_skus?: string[];
  min_subtotal?: Record<string, number>;
  no_coupon?: boolean;
}

const isReward = (line: CartLine) => line.row.is_reward_product === 1;

/** Both skus of a line: what was added and, for a configurable, its variant. */
const skusOf = (line: CartLine) => [line.product.sku, ...(line.child ? [line.child.sku] : [])];

/**
 * What the paid lines cost (display currency, VAT included, before discounts): what thresholds
 * compare. Each line at the price the shopper pays, as the basket's rows and subtotal show it: a
 * subscription line at its subscription price, not the shelf's.
 */
export function paidSubtotal(display: DisplayCurrency, lines: CartLine[]): number {
  return round2(
    lines
      .filter((l) => !isReward(l))
      .reduce((sum, l) => sum + paidRowTotal(l, displayUnitPrice(display, l, "final")), 0),
  );
}

/** A threshold in the display currency: its own amount, else the base currency's converted. */
function threshold(amounts: Record<string, number>, store: StoreView, display: DisplayCurrency): number | null {
  if (amounts[display.currency] != null) return amounts[display.currency];
  const base = amounts[store.base_currency];
  return base != null ? toDisplay(display, base) : null;
}

/** A pack's weight in kg from its size option's code ("2.5KG", "500G"); null when it is not a weight. */
function packKilograms(catalog: CatalogReader, parent: ProductRow, pack: ProductRow): number | null {
  const attr = catalog.superAttributes(parent.id).find((a) => a.code === "size");
  const code = attr ? catalog.option(attr.id, attributeValue(pack, "size"))?.code : undefined;
  const weight = code ? /^(\d+(?:\.\d+)?)\s*(KG|G)$/i.exec(code.trim()) : null;
  if (!weight) return null;
  const amount = Number(weight[1]);
  return weight[2].toUpperCase() === "G" ? amount / 1000 : amount;
}

function optionLabel(catalog: CatalogReader, parent: ProductRow, child: ProductRow, code: string): string | null {
  const attr = catalog.superAttributes(parent.id).find((a) => a.code === code);
  if (!attr) return null;
  return catalog.option(attr.id, attributeValue(child, code))?.label ?? null;
}

export function createBasketExtrasService(db: Database, quote: QuoteService) {
  const carts = createQuoteRepository(db);
  const extras = createBasketExtrasRepository(db);

  const imageUrl = (catalog: CatalogReader, mediaBaseUrl: string, product: ProductRow): string | null => {
    const file = catalog.media(product.id)[0]?.file;
    return file ? `${mediaBaseUrl}catalog/product${file}` : null;
  };

  // --- Reward products ------------------------------------------------------------------------

  const activeRule = () => extras.activeRewardRule();

  function qualifies(scope: QuoteScope, rule: RewardRuleRow, lines: CartLine[]): boolean {
    const min = threshold(JSON.parse(rule.min_subtotal) as Record<string, number>, scope.store, scope.display);
    return min != null && lines.some((l) => !isReward(l)) && paidSubtotal(scope.display, lines) >= min;
  }

  /** The rule's choice as it stands: entries whose product (or variant) is in stock. */
  function rewardChoice(catalog: CatalogReader, ruleId: number): RewardProductAnswer[] {
    const rows = extras.rewardProducts(ruleId);
    const out: RewardProductAnswer[] = [];
    for (const r of rows) {
      const product = catalog.productBySku(r.sku);
      if (!product) continue;
      if (product.type_id === "configurable") {
        const child = r.child_sku ? catalog.productBySku(r.child_sku) : undefined;
        if (!child || !catalog.childIds(product.id).includes(child.id) || !simpleSalable(child)) continue;
        out.push({
          product,
          child,
          imageProduct: child,
          txtFlavours: optionLabel(catalog, product, child, "flavours"),
          txtSize: optionLabel(catalog, product, child, "size"),
          bundleItems: null,
        });
      } else if (product.type_id === "bundle") {
        out.push({
          product,
          child: null,
          imageProduct: product,
          txtFlavours: null,
          txtSize: null,
          bundleItems: r.bundle_items ? JSON.parse(r.bundle_items) : [],
        });
      } else if (simpleSalable(product)) {
        out.push({ product, child: null, imageProduct: product, txtFlavours: null, txtSize: null, bundleItems: null });
      }
    }
    return out;
  }

  function texts(ruleId: number, store: StoreView) {
    return extras.rewardTexts(ruleId, store.code);
  }

  /** The reward on offer: null below the threshold, once declined, or once a gift is in the basket. */
  function reward(scope: QuoteScope, cart: CartRow, lines: CartLine[]): RewardAnswer | null {
    const rule = activeRule();
    if (!rule || !qualifies(scope, rule, lines) || lines.some(isReward)) return null;
    if (extras.declined(cart.id, rule.id)) return null;
    const products = rewardChoice(scope.catalog, rule.id);
    if (!products.length) return null;
    return { products, ...texts(rule.id, scope.store) };
  }

  /** The discount label of the reward rule in this store view (shown on a gift's line). */
  function rewardLabel(store: StoreView): string | null {
    const rule = activeRule();
    return rule ? texts(rule.id, store).discount_label : null;
  }

  /**
   * The parts a reward rule names for a bundle gift, as the selections a shopper would post: every
   * listed selection of a checkbox or multi option, the first listed one of a radio or select.
   */
  function ruleBundleParts(
    catalog: CatalogReader,
    bundle: ProductRow,
    items: NonNullable<RewardProductAnswer["bundleItems"]>,
  ): string[] {
    const options = new Map(catalog.bundleOptions(bundle.id).map((o) => [o.id, o]));
    const selections = catalog.bundleSelections(bundle.id);
    return items.flatMap((item) => {
      const option = options.get(item.option_id);
      if (!option) return [];
      const listed = item.selected_option_ids
        .map((id) => selections.find((sel) => sel.id === id && sel.option_id === option.id))
        .filter((sel) => sel !== undefined);
      const chosen = option.type === "checkbox" || option.type === "multi" ? listed : listed.slice(0, 1);
      return chosen.map((sel) => bundleSelectionUid(option.id, sel.id, sel.qty));
    });
  }

  function addReward(
    scope: QuoteScope,
    cartId: string,
    input: { sku: string; child_sku?: string | null; bundle_options?: ReadonlyArray<string | null> | null },
  ): CartRow {
    const cart = quote.load(scope.store, cartId, scope.customerId ?? null);
    const rule = activeRule();
    const lines = quote.lines(scope.catalog, cart);
    if (lines.some(isReward)) throw new ShopError(ALREADY_TAKEN, "input");
    if (!rule || !qualifies(scope, rule, lines) || extras.declined(cart.id, rule.id)) {
      throw new ShopError(NOT_QUALIFIED, "input");
    }
    const entry = rewardChoice(scope.catalog, rule.id).find(
      (p) => p.product.sku === input.sku && (p.child?.sku ?? null) === (p.child ? (input.child_sku ?? null) : null),
    );
    if (!entry) throw new ShopError(NOT_OFFERED, "input");
    const posted = (input.bundle_options ?? []).filter((u): u is string => u != null);
    // A bundle gift without posted parts is the rule's own choice (the reward form sends the sku only).
    const selected =
      entry.bundleItems?.length && !posted.length
        ? ruleBundleParts(scope.catalog, entry.product, entry.bundleItems)
        : posted;
    if (entry.bundleItems?.length) {
      // Only the parts the rule names: "bundle/<option>/<selection>/<qty>"
      const allowed = (uid: string) => {
        const [, option, selection] = decodeUid(uid).split("/").map(Number);
        return entry.bundleItems!.some((b) => b.option_id === option && b.selected_option_ids.includes(selection));
      };
      if (!selected.every(allowed)) throw new ShopError(NOT_OFFERED, "input");
    }
    carts.transaction(() => {
      try {
        const resolved = resolveCartItem(scope.catalog, {
          sku: entry.child?.sku ?? entry.product.sku,
          parent_sku: entry.child ? entry.product.sku : null,
          quantity: 1,
          selected_options: selected,
        });
        assertStock(scope.catalog, [...lines, { needs: resolved.needs, qty: 1 }]);
        const id = carts.addItem(cart.id, {
          ...resolved,
          qty: 1,
          options_key: resolved.options_key + REWARD_KEY_SUFFIX,
        });
        carts.markRewardItem(id);
        carts.touch(cart.id);
      } catch (e) {
        if (e instanceof CartUserError) throw new ShopError(e.message, "input");
        throw e;
      }
    });
    return quote.load(scope.store, cartId, scope.customerId ?? null);
  }

  function declineReward(scope: QuoteScope, cartId: string): CartRow {
    const cart = quote.load(scope.store, cartId, scope.customerId ?? null);
    const rule = activeRule();
    if (rule) extras.decline(cart.id, rule.id);
    carts.touch(cart.id);
    return quote.load(scope.store, cartId, scope.customerId ?? null);
  }

  /** Removes the gift when the paid lines no longer reach the threshold. */
  function pruneRewards(scope: QuoteScope, cart: CartRow): void {
    const lines = quote.lines(scope.catalog, cart);
    const gifts = lines.filter(isReward);
    if (!gifts.length) return;
    const rule = activeRule();
    if (rule && qualifies(scope, rule, lines)) return;
    carts.transaction(() => {
      for (const gift of gifts) carts.removeItem(gift.row.id);
      carts.touch(cart.id);
    });
  }

  /** Gifts are free: their price and row total are 0 (the regular price stays, shown struck through). */
  const collector: TotalsCollector = (_input, totals) => {
    let changed = false;
    for (const l of totals.lines) {
      if (!isReward(l.line)) continue;
      l.unitPriceIncl = 0;
      l.rowTotalIncl = 0;
      changed = true;
    }
    if (changed) totals.subtotalIncl = round2(totals.lines.reduce((sum, l) => sum + l.rowTotalIncl, 0));
  };

  // --- Personalised offers ---------------------------------------------------------------------

  function offers(scope: QuoteScope & { mediaBaseUrl: string }, cart: CartRow, lines: CartLine[]) {
    const { catalog, store, display } = scope;
    const skus = new Set(lines.flatMap(skusOf));
    const out: PersonalizedOfferAnswer[] = [];
    for (const row of extras.offers(store.code)) {
      const c = JSON.parse(row.conditions) as OfferConditions;
      if (c.lacks_skus?.some((s) => skus.has(s))) continue;
      if (c.has_skus && !c.has_skus.some((s) => skus.has(s))) continue;
      if (c.no_coupon && cart.coupon_code) continue;
      if (c.has_category != null) {
        const cat = c.has_category;
        if (!lines.some((l) => !isReward(l) && extras.inCategory(l.product.id, cat))) continue;
      }
      if (c.min_subtotal) {
        const min = threshold(c.min_subtotal, store, display);
        if (min == null || paidSubtotal(display, lines) < min) continue;
      }
      let actionValue = row.action_value;
      if (row.action_type === "add_product") {
        const product = catalog.productBySku(row.action_value);
        if (!product || product.type_id !== "simple" || !simpleSalable(product)) continue;
      }
      if (row.action_type === "link") {
        // A category of the catalogue, as a path of this store view (same origin, never a full URL).
        const path = extras.activeCategoryPath(row.action_value);
        if (!path) continue;
        actionValue = store.path_prefix ? `/${store.path_prefix}/${path.url_path}` : `/${path.url_path}`;
      }
      const imageProduct = row.image_sku ? catalog.productBySku(row.image_sku) : undefined;
      out.push({
        title: row.title,
        description: row.description,
        image: imageProduct ? imageUrl(catalog, scope.mediaBaseUrl, imageProduct) : null,
        background: row.background,
        font_colour_headline: row.font_colour_headline,
        font_colour_copy: row.font_colour_copy,
        action_type: row.action_type,
        action_value: actionValue,
      });
    }
    return out;
  }

  // --- Supersize -------------------------------------------------------------------------------

  /**
   * The one check for offering an upgrade and for doing it: the line has a rule, the larger pack is
   * the same product in the same flavour, can be added as an add would add it, the basket has the
   * stock for it (with every other line), and it costs less per kg. Null when any of it fails, so
   * the basket never offers what "Upgrade" would then refuse.
   */
  function upgradePlan(catalog: CatalogReader, lines: CartLine[], line: CartLine) {
    if (isReward(line) || line.kind === "bundle") return null;
    const from = line.child ?? line.product;
    const rule = extras.supersizeRule(from.sku);
    const target = rule && catalog.productBySku(rule.to_sku);
    if (!rule || !target) return null;
    if (line.child && attributeValue(line.child, "flavours") !== attributeValue(target, "flavours")) return null;
    const fromKg = packKilograms(catalog, line.product, from);
    const toKg = packKilograms(catalog, line.product, target);
    if (fromKg === null || toKg === null || !(toKg > fromKg)) return null;
    const kilograms = { from: fromKg, to: toKg };
    try {
      const resolved = resolveCartItem(catalog, {
        sku: target.sku,
        parent_sku: line.kind === "configurable" ? line.product.sku : null,
        quantity: line.qty,
      });
      const existing = lines.find(
        (l) =>
          l !== line &&
          !isReward(l) &&
          l.row.product_id === resolved.product_id &&
          l.row.options_key === resolved.options_key,
      );
      const after: Array<{ needs: Map<number, number>; qty: number }> = lines
        .filter((l) => l !== line)
        .map((l) => (l === existing ? { needs: l.needs, qty: l.qty + line.qty } : l));
      if (!existing) after.push({ needs: resolved.needs, qty: line.qty });
      assertStock(catalog, after);
      return { target, resolved, existing, kilograms };
    } catch (e) {
      if (e instanceof CartUserError) return null;
      throw e;
    }
  }

  /**
   * The larger pack a line can become, what it costs more and what it saves per kg, e.g. "Upgrade
   * to 5 kg for £30.00 more — save £2.00 per kg". Only an upgrade that can be done and saves.
   */
  function supersizeFor(scope: QuoteScope, line: CartLine, lines: CartLine[]): { sku: string; message: string } | null {
    const { catalog, display, store } = scope;
    const plan = upgradePlan(catalog, lines, line);
    if (!plan) return null;
    const { target, kilograms } = plan;
    // In cents, so 2.5 x 19.99 is 49.975 and not 49.97499999...
    const cents = (amount: number) => Math.round(amount * 100);
    const nowEach = cents(displayUnitPrice(display, line, "final"));
    const thenEach = cents(toDisplay(display, unitPrice(target).final));
    const extra = ((thenEach - nowEach) * line.qty) / 100;
    const savingPerKg = Math.round(nowEach / kilograms.from - thenEach / kilograms.to) / 100;
    if (!(savingPerKg > 0)) return null;
    const size = (line.kind === "configurable" && optionLabel(catalog, line.product, target, "size")) || target.name;
    const template = extras.supersizeText(store.code) ?? "";
    const money = new Intl.NumberFormat(store.locale.replace("_", "-"), {
      style: "currency",
      currency: display.currency,
    });
    return {
      sku: target.sku,
      message: template
        .replace("{size}", size ?? "")
        .replace("{extra}", money.format(Math.max(0, extra)))
        .replace("{saving}", money.format(savingPerKg)),
    };
  }

  /** Swaps the line for the larger pack, same quantity; refused unless the offer's check passes now. */
  function supersize(scope: QuoteScope, cartId: string, itemUid: string): CartRow {
    const { store, catalog } = scope;
    const cart = quote.load(store, cartId, scope.customerId ?? null);
    const id = Number(decodeUid(itemUid));
    carts.transaction(() => {
      const lines = quote.lines(catalog, cart);
      const line = lines.find((l) => l.row.id === id);
      if (!line) throw new ShopError(`Could not find cart item with id: ${itemUid}`, "no-such-entity");
      const plan = upgradePlan(catalog, lines, line);
      if (!plan) throw new ShopError(SUPERSIZE_FAILED, "input");
      carts.removeItem(line.row.id);
      if (plan.existing) carts.setQty(plan.existing.row.id, plan.existing.qty + line.qty);
      else carts.addItem(cart.id, { ...plan.resolved, qty: line.qty });
      carts.touch(cart.id);
    });
    return quote.load(store, cartId, scope.customerId ?? null);
  }

  /**
   * The quote service with the gift rules: a gift's quantity stays 1 (updateCartItems refuses
   * another; 0 removes it) and a write that takes the basket below the threshold removes the gift.
   */
  function withRewardRules(q: QuoteService): QuoteService {
    return {
      ...q,
      updateItems(scope, cartId, updates) {
        if (cartId) {
          const cart = q.load(scope.store, cartId, scope.customerId ?? null);
          const gifts = new Set(
            q
              .lines(scope.catalog, cart)
              .filter(isReward)
              .map((l) => l.row.id),
          );
          for (const u of updates) {
            const itemId =
              u.cart_item_uid != null ? Number(decodeUid(String(u.cart_item_uid))) : Number(u.cart_item_id);
            if (gifts.has(itemId) && u.quantity != null && u.quantity !== 0 && u.quantity !== 1) {
              throw new ShopError(REWARD_QTY_FIXED, "input");
            }
          }
        }
        const cart = q.updateItems(scope, cartId, updates);
        pruneRewards(scope, cart);
        return q.load(scope.store, cart.masked_id, scope.customerId ?? null);
      },
      removeItem(scope, cartId, ref) {
        const cart = q.removeItem(scope, cartId, ref);
        pruneRewards(scope, cart);
        return q.load(scope.store, cart.masked_id, scope.customerId ?? null);
      },
    };
  }

  return {
    collector,
    offers,
    reward,
    rewardLabel,
    addReward,
    declineReward,
    pruneRewards,
    supersizeFor,
    supersize,
    withRewardRules,
  };
}

export type BasketExtrasService = ReturnType<typeof createBasketExtrasService>;
