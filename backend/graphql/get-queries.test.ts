// Queries by GET, over real HTTP, as Magento answers them behind Varnish (ADR 0060): a cacheable
// query of nobody in particular is public with its X-Magento-Tags and X-Magento-Cache-Id; the id
// follows the store, the currency and who is signed in; a customer's answer and a cart are never
// public; a mutation by GET is refused with Magento's message and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CUSTOMER } from "../seed/fixtures-customers.js";
import { WHEY } from "../seed/fixtures.js";
import { MUTATION_OVER_GET_REFUSED } from "../graphql/yoga.js";
import { gql, NO_WRITE_LIMITS, serveBackend, type ServedBackend } from "../../tests/support/backend-helpers.js";

let served: ServedBackend;

beforeAll(async () => {
  served = await serveBackend({ writeLimits: NO_WRITE_LIMITS });
});
afterAll(async () => {
  await served.stop();
});

const PRODUCT = `query ProductUrlKey($urlKey: String) { products(filter: { url_key: { eq: $urlKey } }) { items { sku } } }`;

function getQuery(query: string, variables?: Record<string, unknown>, headers: Record<string, string> = {}) {
  const url = new URL("/graphql", served.url);
  url.searchParams.set("query", query);
  if (variables) url.searchParams.set("variables", JSON.stringify(variables));
  return fetch(url, { headers: { Store: "de", "Content-Currency": "EUR", ...headers } });
}

async function customerToken(): Promise<string> {
  const d = await gql(
    served.backend,
    `mutation($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }`,
    { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
  );
  return d.generateCustomerToken.token as string;
}

describe("a query sent by GET", () => {
  it("is answered with its cache tags, a cache id and a public lifetime", async () => {
    const response = await getQuery(PRODUCT, { urlKey: WHEY.url_key });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { products: { items: Array<{ sku: string }> } } };
    expect(body.data.products.items.map((p) => p.sku)).toEqual([WHEY.sku]);
    expect(response.headers.get("x-magento-tags")).toMatch(/\bcat_p_\d+\b/);
    expect(response.headers.get("x-magento-cache-id")).toMatch(/^[0-9a-f]{64}$/);
    expect(response.headers.get("cache-control")).toMatch(/^max-age=\d+, public, s-maxage=\d+$/);
    expect(response.headers.get("vary")).toMatch(/Store, Content-Currency/);
  });

  it("gives every guest of a store and currency the same cache id, and another store, currency or a customer another", async () => {
    const idOf = async (headers: Record<string, string>) =>
      (await getQuery(PRODUCT, { urlKey: WHEY.url_key }, headers)).headers.get("x-magento-cache-id");
    const guest = await idOf({});
    expect(await idOf({})).toBe(guest);
    expect(await idOf({ Store: "fr" })).not.toBe(guest);
    expect(await idOf({ Store: "ie", "Content-Currency": "EUR" })).not.toBe(
      await idOf({ Store: "ie", "Content-Currency": "GBP" }),
    );
    const signedIn = await idOf({ Authorization: `Bearer ${await customerToken()}` });
    expect(signedIn).toMatch(/^[0-9a-f]{64}$/);
    expect(signedIn).not.toBe(guest);
  });

  it("is never public for a customer: their token makes the answer private", async () => {
    const response = await getQuery(
      PRODUCT,
      { urlKey: WHEY.url_key },
      { Authorization: `Bearer ${await customerToken()}` },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toMatch(/^private, no-store/);
    expect(response.headers.get("cache-control")).not.toMatch(/public|s-maxage/);
  });

  it("is never public for an uncacheable query such as a cart, even of a guest", async () => {
    const cart = await gql(served.backend, `mutation { createGuestCart { cart { id } } }`, {}, { Store: "de" });
    const response = await getQuery(`query Cart($id: String!) { cart(cart_id: $id) { id total_quantity } }`, {
      id: cart.createGuestCart.cart.id,
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: { cart: { id: string } } }).data.cart.id).toBe(
      cart.createGuestCart.cart.id,
    );
    expect(response.headers.get("cache-control")).toMatch(/^private, no-store/);
    expect(response.headers.get("x-magento-tags")).toBeNull();
  });
});

describe("a mutation sent by GET", () => {
  it("is refused with Magento's message and creates nothing", async () => {
    const count = () => (served.backend.db.prepare("SELECT COUNT(*) AS n FROM carts").get() as { n: number }).n;
    const before = count();
    // asked twice: the second time the document is known, and it is refused all the same
    expect((await getQuery(`mutation { createGuestCart { cart { id } } }`)).status).toBe(405);
    const response = await getQuery(`mutation { createGuestCart { cart { id } } }`);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
    expect(response.headers.get("cache-control")).toMatch(/no-store/);
    const body = (await response.json()) as { data?: unknown; errors: Array<{ message: string }> };
    expect(body.errors.map((e) => e.message)).toEqual([MUTATION_OVER_GET_REFUSED]);
    expect(body.data).toBeUndefined();
    expect(count()).toBe(before);
  });

  it("is refused also when it hides behind a query in the same document", async () => {
    const response = await getQuery(
      `query Q { storeConfig { store_code } } mutation M { createGuestCart { cart { id } } }`,
    );
    expect(response.status).toBe(405);
  });
});
