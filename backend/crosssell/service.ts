// Cross-sell rules: which products the basket suggests beside its lines (SPEC §3 "Cross-sell product
// in cart") and which the cross-sell popup shows after an add (SPEC §7 CrossSells, through the
// `crosssell_of` products filter). A rule matches a product by its sku or by a category the product
// sits in (or below); it suggests a simple product, so one click adds it. Only salable products that
// are not already in the basket are suggested; the first matching rule (lowest position) gives the
// label, class name and protein insight of a suggestion.
import type { Database } from "better-sqlite3";
import { createCrossSellRepository, type CrossSellRule } from "./repository.js";

export type { CrossSellRule };
import type { CatalogReader } from "../catalog/repository.js";
import { simpleSalable } from "../catalog/pricing.js";
import type { ProductRow } from "../catalog/repository.js";

/** Most suggestions the basket shows at once. */
export const CART_CROSS_SELL_LIMIT = 4;

export interface CrossSellSuggestion {
  product: ProductRow;
  label: string;
  className: string;
  proteinInsight: string | null;
  /** skus of the products (in the basket, or asked about) it goes with */
  relatedSkus: string[];
  /** its first gallery file, "" without media */
  imageFile: string;
}

/** What a rule is matched against: the product added (a parent for configurables) and its variant. */
export interface CrossSellSource {
  product: ProductRow;
  child?: ProductRow | null;
}

export function createCrossSellService(db: Database) {
  const rules = createCrossSellRepository(db).activeRules;

  /** The product's categories and all their ancestors. */
  function categoryTree(catalog: CatalogReader, productId: number): Set<number> {
    const out = new Set<number>();
    for (const id of catalog.productCategoryIds(productId)) {
      const path = catalog.category(id)?.path ?? String(id);
      for (const part of path.split("/")) out.add(Number(part));
    }
    return out;
  }

  function matches(rule: CrossSellRule, source: CrossSellSource, treeOf: (productId: number) => Set<number>): boolean {
    if (rule.source_sku) return rule.source_sku === source.product.sku || rule.source_sku === source.child?.sku;
    return rule.source_category_id != null && treeOf(source.product.id).has(rule.source_category_id);
  }

  /**
   * Suggestions for these sources, excluding the products in `exclude` (product ids: the basket's
   * products, their variants), in rule order, at most `limit`.
   */
  function suggest(
    catalog: CatalogReader,
    sources: CrossSellSource[],
    opts: { exclude?: Set<number>; limit?: number } = {},
  ): CrossSellSuggestion[] {
    const exclude = new Set(opts.exclude ?? []);
    for (const s of sources) {
      exclude.add(s.product.id);
      if (s.child) exclude.add(s.child.id);
    }
    const bySku = new Map<string, CrossSellSuggestion>();
    // Each source's categories and their ancestors, found once for all the rules.
    const trees = new Map<number, Set<number>>();
    const treeOf = (productId: number) => {
      let tree = trees.get(productId);
      if (!tree) trees.set(productId, (tree = categoryTree(catalog, productId)));
      return tree;
    };
    // Rules first, then sources: the order of suggestions follows the rules' positions.
    for (const rule of rules(catalog.store.lang)) {
      for (const source of sources) {
        if (!matches(rule, source, treeOf)) continue;
        const known = bySku.get(rule.target_sku);
        if (known) {
          if (!known.relatedSkus.includes(source.product.sku)) known.relatedSkus.push(source.product.sku);
          continue;
        }
        const product = catalog.productBySku(rule.target_sku);
        // Only simple, salable products: the quick add is one click without choosing options.
        if (!product || product.type_id !== "simple" || !simpleSalable(product) || exclude.has(product.id)) continue;
        bySku.set(rule.target_sku, {
          product,
          label: rule.label,
          className: rule.class_name,
          proteinInsight: rule.protein_insight,
          relatedSkus: [source.product.sku],
          imageFile: catalog.media(product.id)[0]?.file ?? "",
        });
      }
    }
    const all = [...bySku.values()];
    return opts.limit != null ? all.slice(0, opts.limit) : all;
  }

  return {
    /** The basket's suggestions: for its lines, none of what it holds. */
    forCart(catalog: CatalogReader, lines: CrossSellSource[], limit: number): CrossSellSuggestion[] {
      return suggest(catalog, lines, { limit });
    },

    /** Skus suggested with these products (the popup's `crosssell_of` filter); unknown skus match nothing. */
    skusFor(catalog: CatalogReader, skus: string[]): string[] {
      const sources: CrossSellSource[] = [];
      for (const sku of skus) {
        const p = catalog.productBySku(sku);
        if (!p) continue;
        // A variant sku stands for its configurable: the rules are written for what the shop lists.
        const parentId = p.type_id === "simple" ? catalog.parentIds(p.id)[0] : undefined;
        const parent = parentId != null ? catalog.product(parentId) : undefined;
        sources.push(parent ? { product: parent, child: p } : { product: p });
      }
      return suggest(catalog, sources).map((s) => s.product.sku);
    },
  };
}

export type CrossSellService = ReturnType<typeof createCrossSellService>;
