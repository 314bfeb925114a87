// Salable stock for an order (Magento's InventorySales: the check and the deduction when an order is
// placed). Demand is units per product id, a configurable's child and a bundle's parts included.
import type { StockRepository } from "./repository.js";

export type StockDemand = Map<number, number>;

export function createStockService(stock: StockRepository) {
  return {
    /** Whether every product can give the units: an unmanaged product always can, an unknown one never. */
    covers(demand: StockDemand): boolean {
      for (const [productId, qty] of demand) {
        const level = stock.levelOf(productId);
        if (!level || (level.manage_stock && (!level.is_in_stock || level.qty < qty))) return false;
      }
      return true;
    },

    /** Takes the units of a placed order. */
    deduct(demand: StockDemand): void {
      for (const [productId, qty] of demand) stock.take(productId, qty);
    },
  };
}

export type StockService = ReturnType<typeof createStockService>;
