// Magento's reorderItems: the lines of a customer's own order go into their cart again, each line
// that cannot (gone from the catalogue, sold out, not enough stock) answered as a userInputError
// with the path ["orderNumber"] while the others still go in.
import type { CatalogReader } from "../catalog/repository.js";
import { bundleSelectionUid } from "../catalog/service.js";
import type { CartItemInput, CartUserErrorCode } from "../quote/service.js";
import type { OrderItemRow } from "./repository.js";

export interface ReorderError {
  path: string[];
  code: CartUserErrorCode;
  message: string;
}

const notFound = (sku: string): ReorderError => ({
  path: ["orderNumber"],
  code: "PRODUCT_NOT_FOUND",
  message: `Could not find a product with SKU "${sku}"`,
});

const optionLabel = (row: OrderItemRow): string => {
  try {
    return (JSON.parse(row.options ?? "[]") as Array<{ label?: string }>)[0]?.label ?? "";
  } catch {
    return "";
  }
};

/** What addProductsToCart needs to add an order's lines again, and the lines it cannot name. */
export function reorderInputs(
  catalog: CatalogReader,
  rows: OrderItemRow[],
): { items: CartItemInput[]; errors: ReorderError[] } {
  const items: CartItemInput[] = [];
  const errors: ReorderError[] = [];
  for (const row of rows.filter((r) => r.parent_item_id === null)) {
    const quantity = row.qty_ordered;
    if (row.product_type === "configurable") {
      const child = catalog.productBySku(row.sku);
      const parent = child
        ? catalog
            .parentIds(child.id)
            .map((id) => catalog.product(id))
            .find((p) => p?.type_id === "configurable")
        : undefined;
      if (!child || !parent) errors.push(notFound(row.sku));
      else items.push({ sku: child.sku, parent_sku: parent.sku, quantity });
    } else if (row.product_type === "bundle") {
      const bundle = catalog.productBySku(row.sku);
      if (!bundle) {
        errors.push(notFound(row.sku));
        continue;
      }
      const options = catalog.bundleOptions(bundle.id);
      const selections = catalog.bundleSelections(bundle.id);
      const selected: string[] = [];
      for (const part of rows.filter((r) => r.parent_item_id === row.id)) {
        const product = catalog.productBySku(part.sku);
        const option = options.find((o) => o.title === optionLabel(part));
        const selection = selections.find((s) => s.option_id === option?.id && s.product_id === product?.id);
        if (option && selection)
          selected.push(bundleSelectionUid(option.id, selection.id, Math.max(1, part.qty_ordered / quantity)));
      }
      items.push({ sku: bundle.sku, quantity, selected_options: selected });
    } else {
      items.push({ sku: row.sku, quantity });
    }
  }
  return { items, errors };
}
