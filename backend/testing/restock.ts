// Test hook: POST /__test/restock {"sku": "<sku>", "qty": 10} puts that many units of the
// product in stock and sends its waiting back-in-stock alerts, as a stock update in the admin would.
// Answers {"sent": <alerts emailed>}; the emails are in GET /__test/mail.
import express, { type Router } from "express";
import type { ShopServices } from "../services.js";

export function restockHooks(services: ShopServices): Router {
  const router = express.Router();
  router.post("/__test/restock", express.json(), (req, res) => {
    const { sku, qty } = (req.body ?? {}) as { sku?: unknown; qty?: unknown };
    if (typeof sku !== "string" || typeof qty !== "number" || !Number.isInteger(qty) || qty < 0) {
      res.status(400).json({ message: 'Expected {"sku": "<sku>", "qty": <whole number>}' });
      return;
    }
    const productId = services.catalog.productIdBySku(sku);
    if (productId === undefined) {
      res.status(404).json({ message: `No product with SKU ${sku}` });
      return;
    }
    const sent = services.stockAlerts.restock(productId, qty, `${req.protocol}://${req.get("host")}`);
    res.set("Cache-Control", "no-store").json({ sent });
  });
  return router;
}
