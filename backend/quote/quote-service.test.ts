// The cart rules, called as the REST checkout will call them: through the quote service, with no
// GraphQL in between (prices, VAT, stock, bundle prices).
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { simpleSalable } from "../catalog/pricing.js";
import { CatalogReader } from "../catalog/repository.js";
import { bundleOptions, bundleSelectionUid } from "../catalog/service.js";
import { assertStock, CartUserError, type QuoteScope } from "./service.js";
import { createShopServices } from "../create-services.js";
import type { ShopServices } from "../services.js";
import { ShopError } from "../shared/errors.js";
import { CREATINE, ELECTROLYTES, STARTER_BUNDLE, WHEY } from "../seed/fixtures.js";
import { baseDatabase } from "../../tests/setup/base-database.js";

let db: Database.Database;
let services: ShopServices;
beforeAll(() => {
  db = baseDatabase();
  db.pragma("foreign_keys = ON");
  services = createShopServices(db, { mediaBaseUrl: "/media/" });
});
afterAll(() => db.close());

/** A fresh reader per step, as each request has its own. */
function scope(storeCode: string, currency?: string): QuoteScope {
  const store = services.stores.byCode(storeCode)!;
  const display = currency ?? store.default_display_currency;
  return {
    store,
    catalog: new CatalogReader(services.catalog, store),
    display: { currency: display, rate: services.stores.rate(store.base_currency, display) },
  };
}

function newCart(s: QuoteScope) {
  return services.quote.createGuestCart(s.store, null).masked_id;
}

function cartTotalsOf(s: QuoteScope, cartId: string) {
  const cart = services.quote.load(s.store, cartId);
  const lines = services.quote.lines(s.catalog, cart);
  return services.totals({ ...s, cart, lines, customerId: null, now: new Date() });
}

function totalsOf(s: QuoteScope, cartId: string) {
  const t = cartTotalsOf(s, cartId);
  return {
    subtotalIncl: t.subtotalIncl,
    tax: t.taxes.reduce((sum, tax) => sum + tax.amount, 0),
    subtotalExcl: t.subtotalExcl,
    grandTotal: t.grandTotal,
    quantity: t.quantity,
  };
}

describe("cart totals", () => {
  it("sums shelf prices and shows the VAT they contain", () => {
    const s = scope("default");
    const cartId = newCart(s);
    const added = services.quote.addProducts(s, cartId, [
      { sku: CREATINE.sku, quantity: 3 },
      { sku: WHEY.variantSku("VAN", "1KG"), parent_sku: WHEY.sku, quantity: 1 },
    ]);
    expect(added.user_errors).toEqual([]);
    // 3 x 9.99 + 19.99 = 49.96, of which 20 % VAT: 49.96 x 0.2 / 1.2 = 8.33
    expect(totalsOf(scope("default"), cartId)).toEqual({
      subtotalIncl: 49.96,
      tax: 8.33,
      subtotalExcl: 41.63,
      grandTotal: 49.96,
      quantity: 4,
    });
  });

  it("converts each unit price into the display currency before summing", () => {
    const cartId = newCart(scope("default"));
    services.quote.addProducts(scope("default"), cartId, [{ sku: CREATINE.sku, quantity: 3 }]);
    // 9.99 GBP x 1.17 = 11.69 EUR a tub, 35.07 for three (not 29.97 x 1.17 = 35.06)
    expect(totalsOf(scope("default", "EUR"), cartId).subtotalIncl).toBe(35.07);
  });

  it("has no tax line where prices carry none", () => {
    const s = scope("us");
    const cartId = newCart(s);
    services.quote.addProducts(s, cartId, [{ sku: CREATINE.sku, quantity: 2 }]);
    expect(totalsOf(scope("us"), cartId)).toMatchObject({ subtotalIncl: 25.98, tax: 0, grandTotal: 25.98 });
  });
});

describe("stock", () => {
  it("adds up to what is in stock and refuses the unit beyond it", () => {
    const s = scope("default");
    const cartId = newCart(s);
    expect(
      services.quote.addProducts(s, cartId, [{ sku: CREATINE.sku, quantity: CREATINE.stockQty }]).user_errors,
    ).toEqual([]);
    const more = services.quote.addProducts(scope("default"), cartId, [
      { sku: CREATINE.sku, quantity: 1 },
      { sku: ELECTROLYTES.sku, quantity: 1 },
    ]);
    expect(more.user_errors).toEqual([
      { code: "INSUFFICIENT_STOCK", message: "The requested qty is not available" },
      { code: "NOT_SALABLE", message: "Product that you are trying to add is not available." },
    ]);
    expect(totalsOf(scope("default"), cartId).quantity).toBe(CREATINE.stockQty);
  });

  it("counts what every line takes from the same product", () => {
    const { catalog } = scope("default");
    const creatine = catalog.productBySku(CREATINE.sku)!;
    const half = { needs: new Map([[creatine.id, 1]]), qty: CREATINE.stockQty / 2 };
    expect(() => assertStock(catalog, [half])).not.toThrow();
    expect(() => assertStock(catalog, [half, half])).not.toThrow();
    expect(() => assertStock(catalog, [half, half, { ...half, qty: 1 }])).toThrow(CartUserError);
  });

  it("refuses a quantity change the stock cannot cover and keeps the old quantity", () => {
    const s = scope("default");
    const cartId = newCart(s);
    services.quote.addProducts(s, cartId, [{ sku: CREATINE.sku, quantity: 2 }]);
    const [line] = services.quote.lines(s.catalog, services.quote.load(s.store, cartId));
    let error: unknown;
    try {
      services.quote.updateItems(scope("default"), cartId, [{ cart_item_id: line.row.id, quantity: 51 }]);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ShopError);
    expect(error).toMatchObject({ kind: "input", message: "The requested qty is not available" });
    expect(totalsOf(scope("default"), cartId).quantity).toBe(2);
  });
});

describe("bundle price", () => {
  for (const currency of ["GBP", "EUR", "USD"]) {
    it(`is the sum of the part prices its page lists, in ${currency}`, () => {
      const s = scope("default", currency);
      const bundle = s.catalog.productBySku(STARTER_BUNDLE.sku)!;
      const chosen = bundleOptions(s, bundle).map((o) => o.choices.find((c) => simpleSalable(c.product))!);
      const cartId = newCart(s);
      const added = services.quote.addProducts(s, cartId, [
        {
          sku: STARTER_BUNDLE.sku,
          quantity: 1,
          selected_options: chosen.map((c) =>
            bundleSelectionUid(c.selection.option_id, c.selection.id, c.selection.qty),
          ),
        },
      ]);
      expect(added.user_errors).toEqual([]);
      const listed = chosen.reduce((sum, c) => sum + c.price * c.selection.qty, 0);
      const [line] = cartTotalsOf(s, added.cart.masked_id).lines;
      expect(line.unitPriceIncl).toBeCloseTo(listed, 2);
    });
  }
});
