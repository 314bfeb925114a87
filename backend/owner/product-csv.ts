// The catalogue as CSV, in the shape Magento's own product import uses (docs/product-csv.md): one
// row per product with its shop-wide values (store_view_code empty), and a row per store view for
// the texts translated there. An import checks every row first and changes nothing if any row is
// wrong (each mistake named with its line); then it adds or updates the products and rebuilds the
// search index, so search finds a new product at once.
import { readFileSync, writeFileSync } from "node:fs";
import type { Database } from "better-sqlite3";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { sqlTime } from "../customer/service.js";
import { buildSearchIndex } from "../search/schema.js";
import {
  createCatalogImportRepository,
  type CatalogImportRepository,
  TEXT_COLUMNS,
  type BundleSelectionIn,
  type ProductIn,
} from "../catalog/repository.js";
import { isUsCopyOf, toUsEnglish } from "../shared/us-english.js";
import { OwnerInputError } from "./errors.js";

const TYPES = ["simple", "configurable", "bundle"] as const;
const BUNDLE_TYPES = ["select", "radio", "checkbox", "multi"] as const;
/** The attributes a configurable's variants differ by, and each product's own value of them. */
const VARIANT_ATTRIBUTES = ["flavours", "size"] as const;
const MONEY = /^\d{1,7}(\.\d{1,4})?$/;
const URL_KEY = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const priceColumn = (currency: string) => `price_${currency.toLowerCase()}`;

/** The columns in the order an export writes them; an import needs sku and accepts any subset. */
export function csvColumns(currencies: string[]): string[] {
  return [
    "sku",
    "store_view_code",
    "product_type",
    ...TEXT_COLUMNS,
    "url_key",
    "visibility",
    "status",
    "weight",
    ...VARIANT_ATTRIBUTES,
    "categories",
    ...currencies.map(priceColumn),
    "qty",
    "configurable_variations",
    "bundle_values",
  ];
}

type Row = Record<string, string>;

const fmt = (n: number) => String(Math.round(n * 10000) / 10000);

/** Magento's bundle_values: one entry per selection, `|` between them, `key=value` pairs by `,`. */
function bundleValuesOf(
  selections: ReadonlyArray<Omit<BundleSelectionIn, "required"> & { required: boolean | number }>,
) {
  return selections
    .map((s) =>
      [
        `name=${s.title}`,
        `type=${s.type}`,
        `required=${s.required ? 1 : 0}`,
        `sku=${s.sku}`,
        `price=${fmt(s.price)}`,
        `default=${s.isDefault ? 1 : 0}`,
        `default_qty=${fmt(s.qty)}`,
        `can_change_qty=${s.canChangeQty ? 1 : 0}`,
      ].join(","),
    )
    .join("|");
}

type Snapshot = ReturnType<ReturnType<typeof createCatalogImportRepository>["snapshot"]>;

function currentBundleValues(snapshot: Snapshot, productId: number): string {
  return bundleValuesOf(
    (snapshot.bundles.get(productId) ?? []).map((b) => ({
      title: b.title,
      type: b.type as BundleSelectionIn["type"],
      required: b.required,
      sku: b.sku,
      price: b.price,
      isDefault: Boolean(b.is_default),
      qty: b.qty,
      canChangeQty: Boolean(b.can_change_qty),
    })),
  );
}

export function exportCatalogue(db: Database): { csv: string; rows: number } {
  const repo = createCatalogImportRepository(db);
  const currencies = [...new Set(repo.stores().map((s) => s.base_currency))].sort();
  const data = repo.snapshot();
  const rows: Row[] = [];
  for (const p of data.products) {
    const texts = data.texts.get(p.id) ?? [];
    const admin = texts.find((t) => t.store_code === "") ?? {};
    const prices = new Map((data.prices.get(p.id) ?? []).map((r) => [r.currency, r.price]));
    rows.push({
      sku: p.sku,
      store_view_code: "",
      product_type: p.type_id,
      ...Object.fromEntries(TEXT_COLUMNS.map((c) => [c, (admin as Record<string, string | null>)[c] ?? ""])),
      url_key: p.url_key,
      visibility: String(p.visibility),
      status: String(p.status),
      weight: p.weight === null ? "" : fmt(p.weight),
      flavours: p.flavours ?? "",
      size: p.size ?? "",
      categories: (data.categories.get(p.id) ?? []).map((c) => c.url_path).join("|"),
      ...Object.fromEntries(currencies.map((c) => [priceColumn(c), prices.has(c) ? fmt(prices.get(c)!) : ""])),
      qty: data.stock.has(p.id) ? fmt(data.stock.get(p.id)!) : "",
      configurable_variations: (data.variants.get(p.id) ?? []).map((v) => `sku=${v.sku}`).join("|"),
      bundle_values: currentBundleValues(data, p.id),
    });
    for (const t of texts.filter((t) => t.store_code !== "")) {
      const translated = TEXT_COLUMNS.filter((c) => t[c]);
      if (!translated.length) continue;
      rows.push({
        sku: p.sku,
        store_view_code: t.store_code,
        ...Object.fromEntries(translated.map((c) => [c, t[c] as string])),
      });
    }
  }
  const csv = stringify(rows, { header: true, columns: csvColumns(currencies) });
  return { csv, rows: rows.length };
}

export function exportProductsTo(db: Database, file: string): number {
  const { csv, rows } = exportCatalogue(db);
  writeFileSync(file, csv);
  return rows;
}

interface Planned {
  line: number;
  product: ProductIn;
  texts: Partial<Record<(typeof TEXT_COLUMNS)[number], string>>;
  prices: Map<string, number>;
  qty: number | null;
  categories: number[] | null;
  variants: { skus: string[]; attributes: string[] } | null;
  bundle: BundleSelectionIn[] | null;
}

/** Reads and checks a whole CSV; returns what to write, or throws every mistake with its line. */
function plan(db: Database, csv: string) {
  const repo = createCatalogImportRepository(db);
  const stores = repo.stores();
  const storeCodes = new Set(stores.map((s) => s.code));
  const currencies = [...new Set(stores.map((s) => s.base_currency))];
  let records: Row[];
  try {
    records = parse(csv, { columns: true, skip_empty_lines: true, trim: true, bom: true }) as Row[];
  } catch (error) {
    throw new OwnerInputError(`The file is not CSV a spreadsheet would write: ${(error as Error).message}`);
  }
  const errors: string[] = [];
  const known = new Set(csvColumns(currencies));
  const header = records.length ? Object.keys(records[0]) : [];
  if (!header.includes("sku")) errors.push("The first line must name the columns, among them sku.");
  const unknown = header.filter((column) => !known.has(column));
  if (unknown.length) errors.push(`Unknown column(s): ${unknown.join(", ")} (see docs/product-csv.md).`);
  if (errors.length) throw new OwnerInputError(errors.join("\n"));

  const planned: Planned[] = [];
  const translations: Array<{ line: number; sku: string; store: string; texts: Record<string, string> }> = [];
  const inFile = new Map<string, Planned>();
  const urlKeys = new Map<string, string>();
  records.forEach((row, index) => {
    const line = index + 2;
    const wrong = (message: string) => errors.push(`Line ${line} (${row.sku || "no SKU"}): ${message}`);
    const sku = row.sku ?? "";
    if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/.test(sku))
      return wrong("sku: letters, digits, dots, dashes or underscores, at most 64.");
    const store = row.store_view_code ?? "";
    if (store) {
      if (!storeCodes.has(store)) return wrong(`store_view_code: one of ${[...storeCodes].join(", ")}, or empty.`);
      const texts = Object.fromEntries(TEXT_COLUMNS.filter((c) => row[c]).map((c) => [c, row[c]]));
      if (!Object.keys(texts).length)
        return wrong(`a store view's row translates texts: fill ${TEXT_COLUMNS.join(", ")}.`);
      translations.push({ line, sku, store, texts });
      return;
    }
    if (inFile.has(sku)) return wrong("the SKU's shop-wide row comes twice.");
    const existing = repo.product(sku);
    const type = (row.product_type || existing?.type_id || "") as ProductIn["type"];
    if (!TYPES.includes(type)) return wrong(`product_type: ${TYPES.join(", ")}.`);
    if (existing && existing.type_id !== type)
      return wrong(`product_type: the product is ${existing.type_id}; a type cannot change.`);
    const current = existing ? currentRowOf(repo, sku) : undefined;
    const value = (column: string) =>
      row[column] !== undefined && row[column] !== "" ? row[column] : (current?.[column] ?? "");
    const name = value("name");
    if (!name) return wrong("name: required for a new product.");
    const urlKey = value("url_key") || slug(name);
    if (!URL_KEY.test(urlKey))
      return wrong("url_key: lower-case letters, digits and dashes, such as vegan-protein-blend.");
    const owner = repo.urlKeyOwner(urlKey);
    if ((owner && owner !== sku) || (urlKeys.has(urlKey) && urlKeys.get(urlKey) !== sku))
      return wrong(`url_key: ${urlKey} belongs to ${owner ?? urlKeys.get(urlKey)}.`);
    urlKeys.set(urlKey, sku);
    const visibility = Number(value("visibility") || 4);
    if (![1, 2, 3, 4].includes(visibility))
      return wrong("visibility: 1 (not on its own, a variant), 2 (catalogue), 3 (search) or 4 (both).");
    const status = Number(value("status") || 1);
    if (![0, 1].includes(status)) return wrong("status: 1 (enabled) or 0 (disabled).");
    const weightText = value("weight");
    if (weightText && !MONEY.test(weightText)) return wrong("weight: kilograms such as 1.2.");
    const options: Record<string, number | null> = {};
    for (const attribute of VARIANT_ATTRIBUTES) {
      const code = value(attribute);
      options[attribute] = code ? (repo.optionId(attribute, code) ?? null) : null;
      if (code && options[attribute] === null) return wrong(`${attribute}: no option ${code}.`);
    }
    const prices = new Map<string, number>();
    for (const currency of currencies) {
      const text = row[priceColumn(currency)];
      if (text === undefined || text === "") continue;
      if (!MONEY.test(text) || Number(text) <= 0) return wrong(`${priceColumn(currency)}: an amount such as 24.99.`);
      prices.set(currency, Number(text));
    }
    if (!existing && type !== "bundle" && prices.size < currencies.length)
      return wrong(`a new ${type} product needs a price in every currency: ${currencies.map(priceColumn).join(", ")}.`);
    const qtyText = row.qty ?? "";
    if (qtyText && !/^\d{1,7}$/.test(qtyText)) return wrong("qty: a whole number such as 25.");
    let categories: number[] | null = null;
    if (row.categories !== undefined && row.categories !== "") {
      categories = [];
      for (const path of row.categories.split("|").map((p) => p.trim())) {
        const id = repo.categoryId(path);
        if (id === undefined)
          return wrong(`categories: no category ${path} (its URL path, such as protein/whey-protein).`);
        categories.push(id);
      }
    }
    const entry: Planned = {
      line,
      product: {
        sku,
        type,
        urlKey,
        visibility,
        status,
        weight: weightText ? Number(weightText) : null,
        flavours: options.flavours,
        size: options.size,
      },
      texts: Object.fromEntries(TEXT_COLUMNS.filter((c) => row[c]).map((c) => [c, row[c]])),
      prices,
      qty: qtyText ? Number(qtyText) : null,
      categories,
      variants: null,
      bundle: null,
    };
    if (row.configurable_variations) {
      if (type !== "configurable") return wrong("configurable_variations: only a configurable product has variants.");
      entry.variants = {
        skus: row.configurable_variations.split("|").map((v) => v.replace(/^sku=/, "").split(",")[0].trim()),
        attributes: [],
      };
    }
    if (row.bundle_values) {
      if (type !== "bundle") return wrong("bundle_values: only a bundle has options.");
      const selections = parseBundleValues(row.bundle_values);
      if (typeof selections === "string") return wrong(`bundle_values: ${selections}`);
      entry.bundle = selections;
    }
    inFile.set(sku, entry);
    planned.push(entry);
  });

  // What rows refer to: variants and bundle items exist (in the shop or the file), translations' SKUs too.
  const exists = (sku: string) => inFile.has(sku) || repo.product(sku) !== undefined;
  const simple = (sku: string) => (inFile.get(sku)?.product.type ?? repo.product(sku)?.type_id) === "simple";
  for (const entry of planned) {
    if (entry.variants) {
      for (const sku of entry.variants.skus)
        if (!exists(sku) || !simple(sku))
          errors.push(
            `Line ${entry.line} (${entry.product.sku}): configurable_variations: ${sku} is not a simple product of the shop or the file.`,
          );
      entry.variants.attributes = VARIANT_ATTRIBUTES.filter((attribute) =>
        entry.variants!.skus.some(
          (sku) => (inFile.get(sku)?.product[attribute] ?? null) !== null || currentRowOf(repo, sku)?.[attribute],
        ),
      );
      if (!entry.variants.attributes.length)
        errors.push(
          `Line ${entry.line} (${entry.product.sku}): configurable_variations: the variants need a flavours or size value.`,
        );
    }
    for (const selection of entry.bundle ?? [])
      if (!exists(selection.sku) || !simple(selection.sku))
        errors.push(
          `Line ${entry.line} (${entry.product.sku}): bundle_values: ${selection.sku} is not a simple product of the shop or the file.`,
        );
  }
  for (const t of translations)
    if (!exists(t.sku)) errors.push(`Line ${t.line} (${t.sku}): no product ${t.sku} in the shop or the file.`);
  if (errors.length) throw new OwnerInputError(errors.join("\n"));
  return { planned, translations };
}

/** A product's current values (for those an import's row leaves empty). */
function currentRowOf(repo: CatalogImportRepository, sku: string): Row | undefined {
  const row = repo.currentValues(sku);
  return row && Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v === null ? "" : String(v)]));
}

function parseBundleValues(text: string): BundleSelectionIn[] | string {
  const selections: BundleSelectionIn[] = [];
  for (const entry of text.split("|")) {
    const pairs = Object.fromEntries(
      entry.split(",").map((pair) => {
        const at = pair.indexOf("=");
        return [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
      }),
    );
    const type = pairs.type as BundleSelectionIn["type"];
    if (!pairs.name) return "each selection needs name=<option title>.";
    if (!BUNDLE_TYPES.includes(type)) return `type=${pairs.type ?? ""}: one of ${BUNDLE_TYPES.join(", ")}.`;
    if (!pairs.sku) return "each selection needs sku=<SKU>.";
    const price = pairs.price ?? "0";
    const qty = pairs.default_qty ?? "1";
    if (!MONEY.test(price)) return `price=${price}: an amount such as 0.00.`;
    if (!MONEY.test(qty) || Number(qty) <= 0) return `default_qty=${qty}: a quantity such as 1.`;
    selections.push({
      title: pairs.name,
      type,
      required: pairs.required === "1",
      sku: pairs.sku,
      price: Number(price),
      isDefault: pairs.default === "1",
      qty: Number(qty),
      canChangeQty: pairs.can_change_qty === "1",
    });
  }
  return selections;
}

const slug = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export interface ImportResult {
  added: number;
  updated: number;
  translated: number;
  productIds: number[];
  /** Products that were out of stock (0 or less) and have stock now: their waiting shoppers are due an email. */
  restocked: number[];
}

export function importCatalogue(db: Database, csv: string, now = new Date()): ImportResult {
  const { planned, translations } = plan(db, csv);
  const repo = createCatalogImportRepository(db);
  const at = sqlTime(now);
  const before = repo.snapshot();
  const result: ImportResult = { added: 0, updated: 0, translated: 0, productIds: [], restocked: [] };
  db.transaction(() => {
    const ids = new Map<string, number>();
    // Simple products first: configurables and bundles refer to them.
    const ordered = [...planned].sort(
      (a, b) => Number(a.product.type !== "simple") - Number(b.product.type !== "simple"),
    );
    for (const entry of ordered) {
      const { id, added } = repo.saveProduct(entry.product, at);
      ids.set(entry.product.sku, id);
      result.productIds.push(id);
      if (added) result.added++;
      else result.updated++;
      repo.saveTexts(id, "", entry.texts);
      for (const [currency, price] of entry.prices) repo.savePrice(id, currency, price);
      if (entry.qty !== null || added) repo.saveStock(id, entry.qty ?? 0);
      if (!added && entry.qty !== null && entry.qty > 0 && (before.stock.get(id) ?? 0) <= 0) result.restocked.push(id);
      if (entry.categories) repo.saveCategories(id, entry.categories);
    }
    const idOf = (sku: string) => ids.get(sku) ?? repo.product(sku)!.id;
    for (const entry of ordered) {
      const id = idOf(entry.product.sku);
      // Rewritten only when they change: baskets name a bundle's options by id, and the options'
      // translated titles are not in the file.
      if (
        entry.variants &&
        entry.variants.skus.join("|") !== (before.variants.get(id) ?? []).map((v) => v.sku).join("|")
      )
        repo.saveVariants(
          id,
          entry.variants.skus.map(idOf),
          entry.variants.attributes.map((code) => repo.attributeId(code)!),
        );
      if (entry.bundle && bundleValuesOf(entry.bundle) !== currentBundleValues(before, id))
        repo.saveBundle(
          id,
          entry.bundle.map((s) => ({ ...s, productId: idOf(s.sku) })),
        );
    }
    // The US store's texts that are the English ones in American words follow a change of the English.
    const followed = new Map<number, NonNullable<ReturnType<typeof usTextsFollowing>>>();
    for (const entry of ordered) {
      const id = idOf(entry.product.sku);
      const update = usTextsFollowing(before.texts.get(id) ?? [], entry.texts);
      if (!update) continue;
      repo.saveTexts(id, US_STORE, update.texts);
      followed.set(id, update);
    }
    for (const t of translations) {
      const id = idOf(t.sku);
      const update = t.store === US_STORE ? followed.get(id) : undefined;
      // The file's US row as exported (the old American copy) does not undo what followed; a text
      // the owner changed in it wins.
      const unchanged = ([column, text]: [string, string]) =>
        update?.columns.has(column) && text === oldUsText(before.texts.get(id) ?? [], column);
      const texts = update
        ? { ...update.texts, ...Object.fromEntries(Object.entries(t.texts).filter((e) => !unchanged(e))) }
        : t.texts;
      repo.saveTexts(id, t.store, texts);
      result.translated++;
    }
    buildSearchIndex(db);
  })();
  return result;
}

export function importProductsFrom(db: Database, file: string): ImportResult {
  let csv: string;
  try {
    csv = readFileSync(file, "utf8");
  } catch (error) {
    throw new OwnerInputError(
      `Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}.`,
    );
  }
  return importCatalogue(db, csv);
}

const US_STORE = "us";
type TextRow = { store_code: string } & Partial<Record<(typeof TEXT_COLUMNS)[number], string | null>>;

const oldUsText = (rows: readonly TextRow[], column: string) =>
  rows.find((r) => r.store_code === US_STORE)?.[column as (typeof TEXT_COLUMNS)[number]] ?? null;

/**
 * A US store-view text that is the English one in American words (as the seed and migrations 53 and
 * 58 made it, whatever its word list then) follows the English when an import changes it; one the owner wrote for the US store stays.
 * Null when nothing follows.
 */
export function usTextsFollowing(
  rows: readonly TextRow[],
  english: Partial<Record<(typeof TEXT_COLUMNS)[number], string>>,
): { texts: Record<string, string>; columns: Set<string> } | null {
  const oldEnglish = rows.find((r) => r.store_code === "");
  const us = rows.find((r) => r.store_code === US_STORE);
  if (!us || !oldEnglish) return null;
  const texts: Record<string, string> = Object.fromEntries(TEXT_COLUMNS.flatMap((c) => (us[c] ? [[c, us[c]!]] : [])));
  const columns = new Set<string>();
  for (const column of TEXT_COLUMNS) {
    const before = oldEnglish[column];
    const after = english[column];
    if (!before || !after || before === after || !us[column] || !isUsCopyOf(us[column]!, before)) continue;
    columns.add(column);
    // Where American English writes it the same, the US store shows the English again.
    if (toUsEnglish(after) === after) delete texts[column];
    else texts[column] = toUsEnglish(after);
  }
  return columns.size ? { texts, columns } : null;
}
