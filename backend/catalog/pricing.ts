// Prices and salability. Amounts are in the store's base currency, VAT included, until
// `displayPrice` converts them to the request's display currency.
import { round2, toDisplay, type DisplayCurrency } from "../shared/money.js";
import { dealRunning } from "./deal.js";
import type { BundleSelectionRow, CatalogReader, ProductRow } from "./repository.js";

export interface UnitPrice {
  regular: number;
  final: number;
}
export interface Range {
  min: UnitPrice;
  max: UnitPrice;
}

/** Whether a special price's dates (Magento's special_from_date / special_to_date, whole days) hold today. */
export function specialActive(p: Pick<ProductRow, "special_from_date" | "special_to_date">, now = new Date()): boolean {
  const today = now.toISOString().slice(0, 10);
  const from = p.special_from_date?.slice(0, 10);
  const to = p.special_to_date?.slice(0, 10);
  return (!from || from <= today) && (!to || today <= to);
}

/**
 * Price of a simple product: the special price applies when lower and within its dates (the seed's
 * have none), and so does a running deal's price: what the page shows is what the basket charges.
 */
export function unitPrice(p: ProductRow): UnitPrice {
  const regular = p.price ?? 0;
  const special = p.special_price;
  let final = special != null && special < regular && specialActive(p) ? special : regular;
  if (dealRunning(p) && p.deal_price! < final) final = p.deal_price!;
  return { regular, final };
}

/** A simple product is salable when in stock with a positive quantity. */
export function simpleSalable(p: ProductRow): boolean {
  return p.is_in_stock === 1 && p.qty > 0;
}

export function isSalable(catalog: CatalogReader, p: ProductRow): boolean {
  if (p.type_id === "simple") return simpleSalable(p);
  if (p.type_id === "configurable") return catalog.children(p.id).some(simpleSalable);
  // bundle: every required option needs at least one salable selection
  const selections = catalog.bundleSelections(p.id);
  return catalog.bundleOptions(p.id).every((o) => {
    if (!o.required) return true;
    return selections.some(
      (s) => s.option_id === o.id && catalog.product(s.product_id) && simpleSalable(catalog.product(s.product_id)!),
    );
  });
}

/** On sale now: the product's lowest price is below its regular price (a special price or a deal). */
export function onSale(catalog: CatalogReader, p: ProductRow): boolean {
  const { min } = priceRange(catalog, p);
  return min.final < min.regular;
}

export function priceRange(catalog: CatalogReader, p: ProductRow): Range {
  if (p.type_id === "simple") {
    const u = unitPrice(p);
    return { min: u, max: u };
  }
  if (p.type_id === "configurable") {
    const children = catalog.children(p.id);
    const pool = children.filter(simpleSalable).length ? children.filter(simpleSalable) : children;
    if (!pool.length) return { min: { regular: 0, final: 0 }, max: { regular: 0, final: 0 } };
    const prices = pool.map(unitPrice);
    const min = prices.reduce((a, b) => (b.final < a.final ? b : a));
    const max = prices.reduce((a, b) => (b.final > a.final ? b : a));
    return { min, max };
  }
  // Dynamic-price bundle: sum of the chosen selections' prices.
  const selections = catalog.bundleSelections(p.id);
  const min = { regular: 0, final: 0 };
  const max = { regular: 0, final: 0 };
  for (const o of catalog.bundleOptions(p.id)) {
    const opts = selections
      .filter((s) => s.option_id === o.id)
      .map((s) => ({ s, child: catalog.product(s.product_id) }))
      .filter((x): x is { s: typeof x.s; child: ProductRow } => !!x.child);
    const salable = opts.filter((x) => simpleSalable(x.child));
    const pool = salable.length ? salable : opts;
    const prices = pool.map((x) => {
      const u = unitPrice(x.child);
      return { regular: u.regular * x.s.qty, final: u.final * x.s.qty };
    });
    if (!prices.length) continue;
    if (o.required) {
      const cheapest = prices.reduce((a, b) => (b.final < a.final ? b : a));
      min.regular += cheapest.regular;
      min.final += cheapest.final;
    }
    if (o.type === "checkbox" || o.type === "multi") {
      for (const pr of prices) {
        max.regular += pr.regular;
        max.final += pr.final;
      }
    } else {
      const dearest = prices.reduce((a, b) => (b.final > a.final ? b : a));
      max.regular += dearest.regular;
      max.final += dearest.final;
    }
  }
  return { min, max };
}

/** A price as a listing shows it: regular and final in the display currency, and the saving. */
export interface DisplayPrice {
  regular: number;
  final: number;
  amountOff: number;
  percentOff: number;
}

export function displayPrice(display: DisplayCurrency, u: UnitPrice): DisplayPrice {
  const regular = toDisplay(display, u.regular);
  const final = toDisplay(display, u.final);
  const amountOff = round2(Math.max(0, regular - final));
  return { regular, final, amountOff, percentOff: regular > 0 ? round2((amountOff / regular) * 100) : 0 };
}

/** A bundle option's choices with their products, skipping selections whose product is gone. */
export function optionSelections(
  catalog: CatalogReader,
  selections: readonly BundleSelectionRow[],
  optionId: number,
): Array<{ selection: BundleSelectionRow; product: ProductRow }> {
  return selections
    .filter((s) => s.option_id === optionId)
    .map((s) => ({ selection: s, product: catalog.product(s.product_id) }))
    .filter((x): x is { selection: BundleSelectionRow; product: ProductRow } => !!x.product);
}

/** Cheapest and dearest choice of one bundle option (each choice at its default quantity). */
export function bundleOptionRange(choices: Array<{ selection: BundleSelectionRow; product: ProductRow }>): Range {
  const prices = choices.map(({ selection, product }) => {
    const u = unitPrice(product);
    return { regular: u.regular * selection.qty, final: u.final * selection.qty };
  });
  const zero = { regular: 0, final: 0 };
  return {
    min: prices.length ? prices.reduce((a, b) => (b.final < a.final ? b : a)) : zero,
    max: prices.length ? prices.reduce((a, b) => (b.final > a.final ? b : a)) : zero,
  };
}
