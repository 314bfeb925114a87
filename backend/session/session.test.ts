import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../index.js";
import { gql, newBackend, newCart } from "../../tests/support/backend-helpers.js";

let backend: EmbeddedBackend;
beforeAll(() => {
  backend = newBackend();
});
afterAll(() => backend.close());

const SESSION = `query($c: String) { sessionData(cart_id: $c) { geo_store { popup_enabled store currency popup_title } customer { email } cart { id total_quantity } } }`;

describe("sessionData", () => {
  it("suggests the visitor's store from CF-IPCountry and returns the cart", async () => {
    const cartId = await newCart(backend);
    const r = await backend.execute<any>(SESSION, { c: cartId }, { "CF-IPCountry": "DE" });
    expect(r.data.sessionData.geo_store).toMatchObject({ popup_enabled: true, store: "de", currency: "EUR" });
    expect(r.data.sessionData.cart).toEqual({ id: cartId, total_quantity: 0 });
    expect(r.data.sessionData.customer).toBeNull();
    expect(r.headers.get("x-magento-tags")).toBeNull();
  });

  it("does not suggest a store when the visitor is already in it, and tolerates an unknown cart", async () => {
    const d = await gql(backend, SESSION, { c: "unknown" }, { Store: "fr", "Accept-Language": "fr-FR,fr;q=0.9" });
    expect(d.sessionData.geo_store).toMatchObject({ popup_enabled: false, store: "fr" });
    expect(d.sessionData.cart).toBeNull();
  });
});

describe("reportJsError", () => {
  it("stores the report", async () => {
    const d = await gql(
      backend,
      `mutation($i: ReportJsErrorInput!) { reportJsError(input: $i) { result report_id } }`,
      {
        i: {
          code: "abc123",
          message: "TypeError: x is undefined",
          timestamp: "2025-01-01T00:00:00Z",
          customer_note: "clicked buy",
        },
      },
    );
    expect(d.reportJsError.result).toBe(true);
    const row = backend.db
      .prepare("SELECT code, message, customer_note FROM error_reports WHERE id = ?")
      .get(Number(d.reportJsError.report_id));
    expect(row).toEqual({ code: "abc123", message: "TypeError: x is undefined", customer_note: "clicked buy" });
  });
});
