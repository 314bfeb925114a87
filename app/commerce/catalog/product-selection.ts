// What a shopper chose on a product page, read the same way from the query string (loader, "Show
// selection"), from a posted form (action) and from the live form (browser): flavour and size of a
// configurable product, the parts of a bundle. The bundle's price rule lives here once, so the
// page's price (server-rendered or live) is the price the basket charges.
import type { Money } from "../money";
import type { BundleOption, BundlePart, ProductDetail } from "./product";
import { chooseDefaultVariant, configurableChoices, optionsOfVariant, type ChosenOptions } from "./default-variant";

/** The read side of URLSearchParams and FormData. */
export interface ChoiceSource {
  get(name: string): unknown;
  getAll(name: string): unknown[];
}

/** Chosen configurable values by attribute code: ?flavours=12&size=31. */
export function chosenOptionsFrom(source: ChoiceSource, codes: readonly string[]): ChosenOptions {
  const chosen: ChosenOptions = {};
  for (const code of codes) {
    const raw = source.get(code);
    if (typeof raw === "string" && /^\d+$/.test(raw)) chosen[code] = Number(raw);
  }
  return chosen;
}

// --- bundles ----------------------------------------------------------------------------------------

/** Chosen selection uids per bundle option (by option_id). */
export type BundleSelection = Record<string, string[]>;

/** Present on every form the page sends, so an empty checkbox group reads as declined, not as unset. */
export const BUNDLE_CHOSEN_MARKER = "bundle";

export function bundleOptions(product: ProductDetail): BundleOption[] {
  return product.bundleOptions;
}

/** The form field of one bundle option: one radio group, select or checkbox group per option. */
export function bundleFieldName(option: BundleOption): string {
  return `option_${option.optionId ?? option.uid}`;
}

export function isMultiChoice(option: BundleOption): boolean {
  return option.type === "checkbox" || option.type === "multi";
}

export function isPartInStock(part: BundlePart): boolean {
  return part.inStock;
}

/** Magento's defaults: the `is_default` parts in stock; a required single choice falls back to the first in stock. */
export function defaultBundleSelection(options: readonly BundleOption[]): BundleSelection {
  const selection: BundleSelection = {};
  for (const option of options) {
    const parts = option.parts.filter(isPartInStock);
    let chosen = parts.filter((part) => part.isDefault);
    if (!isMultiChoice(option)) chosen = chosen.slice(0, 1);
    if (!chosen.length && option.required && !isMultiChoice(option) && parts[0]) chosen = [parts[0]];
    selection[bundleFieldName(option)] = chosen.map((part) => part.uid);
  }
  return selection;
}

/** The selection in a form or query string; unknown uids are dropped, a single choice keeps one. */
export function bundleSelectionFrom(source: ChoiceSource, options: readonly BundleOption[]): BundleSelection | null {
  if (source.get(BUNDLE_CHOSEN_MARKER) === null) return null;
  const selection: BundleSelection = {};
  for (const option of options) {
    const known = new Set(option.parts.map((part) => part.uid));
    const posted = source
      .getAll(bundleFieldName(option))
      .filter((uid): uid is string => typeof uid === "string" && known.has(uid));
    selection[bundleFieldName(option)] = isMultiChoice(option) ? [...new Set(posted)] : posted.slice(0, 1);
  }
  return selection;
}

function chosenParts(options: readonly BundleOption[], selection: BundleSelection) {
  return options.flatMap((option) => {
    const uids = selection[bundleFieldName(option)] ?? [];
    return option.parts.filter((part) => uids.includes(part.uid)).map((part) => ({ option, part }));
  });
}

const round2 = (amount: number) => Math.round((amount + Number.EPSILON) * 100) / 100;

/**
 * Price of one bundle as chosen: each part's price times its quantity (a dynamic-price bundle, as
 * the embedded backend's cart prices it). `currency` is the page's display currency.
 */
export function bundlePrice(
  options: readonly BundleOption[],
  selection: BundleSelection,
  currency: Money["currency"],
): Money {
  const total = chosenParts(options, selection).reduce((sum, { part }) => sum + round2(part.price) * part.quantity, 0);
  return { value: round2(total), currency };
}

/** Options that must be chosen but are empty, by field name. */
export function missingBundleOptions(options: readonly BundleOption[], selection: BundleSelection): string[] {
  return options
    .filter((option) => option.required && !(selection[bundleFieldName(option)] ?? []).length)
    .map(bundleFieldName);
}

/** Chosen parts that are out of stock, by their label. */
export function outOfStockParts(options: readonly BundleOption[], selection: BundleSelection): string[] {
  return chosenParts(options, selection)
    .filter(({ part }) => !isPartInStock(part))
    .map(({ part }) => part.label);
}

/** Magento's `selected_options` for the cart. */
export function bundleSelectedOptions(options: readonly BundleOption[], selection: BundleSelection): string[] {
  return chosenParts(options, selection).map(({ part }) => part.uid);
}

/** The query string that shows this selection again (after an add without JavaScript). */
export function bundleQuery(options: readonly BundleOption[], selection: BundleSelection): URLSearchParams {
  const query = new URLSearchParams({ [BUNDLE_CHOSEN_MARKER]: "1" });
  for (const option of options)
    for (const uid of selection[bundleFieldName(option)] ?? []) query.append(bundleFieldName(option), uid);
  return query;
}

// --- what an add to basket buys ---------------------------------------------------------------------

/** Why a posted choice cannot be sold; the route words it in the shopper's language. */
export type PurchaseProblem =
  | { problem: "optionsMissing"; fields: string[] }
  | { problem: "combinationUnavailable" }
  | { problem: "variantOutOfStock"; variant: string }
  | { problem: "partOutOfStock"; part: string };

export type Purchase = { query: URLSearchParams } & (
  { ok: true; selectedOptions: string[] } | ({ ok: false } & PurchaseProblem)
);

/**
 * The product a posted form buys: for a configurable product the variant of the posted flavour and
 * size (SPEC §4 rule), for a bundle the posted parts. `query` shows the same choice on the page again.
 */
export function purchaseFrom(product: ProductDetail, source: ChoiceSource): Purchase {
  const { options, variants } = configurableChoices(product);
  if (options.length) {
    const codes = options.map((option) => option.code);
    const chosen = chosenOptionsFrom(source, codes);
    const query = new URLSearchParams(Object.entries(chosen).map(([code, value]) => [code, String(value)]));
    const missing = codes.filter((code) => chosen[code] === undefined);
    if (missing.length) return { ok: false, problem: "optionsMissing", fields: missing, query };
    const variant = chooseDefaultVariant(variants, options, chosen);
    // The rule falls back to another variant when the combination does not exist; adding that would
    // buy something the shopper did not choose.
    const exact = variant && codes.every((code) => optionsOfVariant(variant)[code] === chosen[code]);
    if (!variant || !exact) return { ok: false, problem: "combinationUnavailable", query };
    if (!variant.inStock) {
      const labels = variant.attributes.map((attribute) => attribute.label).filter(Boolean);
      return { ok: false, problem: "variantOutOfStock", variant: labels.join(", "), query };
    }
    return {
      ok: true,
      selectedOptions: variant.attributes.map((attribute) => attribute.uid).filter(Boolean),
      query,
    };
  }
  const items = bundleOptions(product);
  if (items.length) {
    const selection = bundleSelectionFrom(source, items) ?? defaultBundleSelection(items);
    const query = bundleQuery(items, selection);
    const missing = missingBundleOptions(items, selection);
    if (missing.length) return { ok: false, problem: "optionsMissing", fields: missing, query };
    const soldOut = outOfStockParts(items, selection);
    if (soldOut.length) return { ok: false, problem: "partOutOfStock", part: soldOut.join(", "), query };
    return { ok: true, selectedOptions: bundleSelectedOptions(items, selection), query };
  }
  return { ok: true, selectedOptions: [], query: new URLSearchParams() };
}
