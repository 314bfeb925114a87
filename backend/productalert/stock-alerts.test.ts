// Back-in-stock alerts: subscribe once per email and product, only while out of stock;
// a restock emails each waiting subscriber once, in their store view's language.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../index.js";
import { DEMO_CUSTOMER } from "../seed/fixtures-customers.js";
import { WHEY } from "../seed/fixtures.js";
import { createShopServices } from "../create-services.js";
import type { ShopServices } from "../services.js";
import { gql, newBackend } from "../../tests/support/backend-helpers.js";

const SUBSCRIBE = `mutation($sku: String!, $email: String) {
  subscribeProductStockAlert(input: { sku: $sku, email: $email }) { success }
}`;
const OUT_OF_STOCK = WHEY.outOfStock[0];
const IN_STOCK = WHEY.variantSku("CHOC", "1KG");

let backend: EmbeddedBackend;
// The same services the GraphQL layer uses, over the same database: the restock and the outbox.
let services: ShopServices;
beforeAll(() => {
  backend = newBackend();
  services = createShopServices(backend.db, { mediaBaseUrl: "/media/" });
});
afterAll(() => backend.close());

const subscribe = (sku: string, email?: string, headers?: Record<string, string>) =>
  backend.execute<any>(SUBSCRIBE, { sku, email }, headers);
const alerts = () => services.stockAlerts;
const productId = (sku: string) => services.catalog.productIdBySku(sku)!;
const mailsTo = (email: string) =>
  services.accounts.mail.newest(50, email).filter((mail) => mail.kind === "stock-alert");

describe("subscribing to a back-in-stock alert", () => {
  it("keeps one subscription per email and product however often it is asked for", async () => {
    const email = "once@example.com";
    for (const address of [email, email, " ONCE@example.com "]) {
      const r = await subscribe(OUT_OF_STOCK, address);
      expect(r.errors).toBeUndefined();
      expect(r.data.subscribeProductStockAlert.success).toBe(true);
    }
    expect(alerts().subscriptions(productId(OUT_OF_STOCK), email)).toBe(1);
  });

  it("refuses a product in stock, an unknown product and a bad address", async () => {
    const inStock = await subscribe(IN_STOCK, "a@example.com");
    expect(inStock.errors?.[0].message).toMatch(/in stock/);
    const unknown = await subscribe("NO-SUCH-SKU", "a@example.com");
    expect(unknown.errors?.[0].extensions?.category).toBe("graphql-no-such-entity");
    const bad = await subscribe(OUT_OF_STOCK, "not an email");
    expect(bad.errors?.[0].message).toBe("Enter a valid email address.");
    const none = await subscribe(OUT_OF_STOCK);
    expect(none.errors?.[0].message).toBe("Enter your email address.");
  });

  it("uses a signed-in customer's own email when none is given", async () => {
    const { generateCustomerToken } = await gql(
      backend,
      `mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }`,
      { e: DEMO_CUSTOMER.email, p: DEMO_CUSTOMER.password },
    );
    const r = await subscribe(OUT_OF_STOCK, undefined, { Authorization: `Bearer ${generateCustomerToken.token}` });
    expect(r.errors).toBeUndefined();
    expect(alerts().subscriptions(productId(OUT_OF_STOCK), DEMO_CUSTOMER.email)).toBe(1);
  });
});

describe("a restock", () => {
  it("emails each waiting subscriber once, in their store's language, with a link to the product", async () => {
    const sku = WHEY.outOfStock[1];
    await gql(backend, SUBSCRIBE, { sku, email: "back@example.com" });
    await gql(backend, SUBSCRIBE, { sku, email: "zurueck@example.com" }, { Store: "de" });

    expect(alerts().restock(productId(sku), 12, "https://shop.example")).toBe(2);
    const [english] = mailsTo("back@example.com");
    expect(english.subject).toMatch(/is back in stock$/);
    expect(english.text).toContain(`https://shop.example/${WHEY.url_key}`);
    const [german] = mailsTo("zurueck@example.com");
    expect(german.subject).toMatch(/ist wieder verfügbar$/);
    expect(german.text).toContain(`https://shop.example/de/${WHEY.url_key}`);

    // in stock now: the product page shows it, and nobody is emailed twice
    const { products } = await gql(
      backend,
      `{ products(filter: { url_key: { eq: "${WHEY.url_key}" } }) {
        items { ... on ConfigurableProduct { variants { product { sku stock_status } } } } } }`,
    );
    const variant = products.items[0].variants.find((v: any) => v.product.sku === sku);
    expect(variant.product.stock_status).toBe("IN_STOCK");
    expect(alerts().restock(productId(sku), 20, "https://shop.example")).toBe(0);
    expect(mailsTo("back@example.com")).toHaveLength(1);
  });
});
