import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { WHEY } from "../seed/fixtures.js";
import { newBackend, serveBackend, type ServedBackend } from "../../tests/support/backend-helpers.js";

type Running = ServedBackend;

const start = (testHooks: boolean): Promise<Running> => serveBackend({ testHooks });

const stop = (r: Running) => r.stop();

const PRODUCT = `query($k: String) { products(filter: { url_key: { eq: $k } }) { items { sku ... on ConfigurableProduct {
  configurable_options { attribute_code values { uid label } }
  variants { product { sku } attributes { code value_index } } } } } }`;

async function graphql(r: Running, query: string, variables: Record<string, unknown>) {
  const res = await fetch(`${r.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: any; errors?: unknown[] };
}

const hooks = (r: Running, body: unknown) =>
  fetch(`${r.url}/__test/hooks`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

describe("test hooks on", () => {
  let r: Running;
  beforeAll(async () => {
    r = await start(true);
  });
  afterAll(() => stop(r));
  afterEach(async () => {
    await hooks(r, { reset: true });
  });

  it("breaks a configurable product's variants and options until reset", async () => {
    const before = await graphql(r, PRODUCT, { k: WHEY.url_key });
    expect(before.data.products.items[0].variants.every((v: any) => v.product?.sku)).toBe(true);

    const res = await hooks(r, { brokenProductUrlKey: WHEY.url_key });
    expect(res.status).toBe(204);
    const broken = await graphql(r, PRODUCT, { k: WHEY.url_key });
    expect(broken.errors).toBeUndefined();
    const p = broken.data.products.items[0];
    expect(p.sku).toBe(WHEY.sku);
    expect(p.variants.length).toBe(12);
    expect(p.variants.every((v: any) => v.product === null && v.attributes.length === 2)).toBe(true);
    expect(p.configurable_options.map((o: any) => [o.attribute_code, o.values])).toEqual([
      ["flavours", null],
      ["size", null],
    ]);

    expect((await hooks(r, { reset: true })).status).toBe(204);
    const after = await graphql(r, PRODUCT, { k: WHEY.url_key });
    expect(after.data.products.items[0].configurable_options[0].values.length).toBeGreaterThan(0);
    expect(after.data.products.items[0].variants[0].product.sku).toMatch(/^PW-WHEY-/);
  });

  it("rejects a body it does not understand", async () => {
    const res = await hooks(r, { something: 1 });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/brokenProductUrlKey/);
  });

  it("lists the stored error reports, newest last", async () => {
    const report = (code: string, note?: string) =>
      graphql(
        r,
        `
          mutation ($i: ReportJsErrorInput!) {
            reportJsError(input: $i) {
              result
            }
          }
        `,
        {
          i: { code, message: "boom", timestamp: "2025-01-01T00:00:00Z", customer_note: note },
        },
      );
    await report("t-1");
    await report("t-1", "my note");
    await report("t-2");
    const res = await fetch(`${r.url}/__test/error-reports`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    const rows = (await res.json()) as Array<Record<string, unknown>>;
    expect(rows.map((x) => [x.code, x.customer_note])).toEqual([
      ["t-1", null],
      ["t-1", "my note"],
      ["t-2", null],
    ]);
    expect(rows[0]).toMatchObject({ store_code: "default", message: "boom", timestamp: "2025-01-01T00:00:00Z" });
  });
});

describe("test hooks off", () => {
  let r: Running;
  beforeAll(async () => {
    r = await start(false);
  });
  afterAll(() => stop(r));

  it("does not serve /__test/*", async () => {
    expect((await hooks(r, { brokenProductUrlKey: WHEY.url_key })).status).toBe(404);
    expect((await fetch(`${r.url}/__test/error-reports`)).status).toBe(404);
    expect(r.backend.testHooks).toBeNull();
    const p = await graphql(r, PRODUCT, { k: WHEY.url_key });
    expect(p.data.products.items[0].variants[0].product).not.toBeNull();
  });
});

describe("test hooks and NODE_ENV", () => {
  it("can be enabled in production: the server decides (EMBEDDED_TEST_HOOKS=1)", () => {
    vi.stubEnv("NODE_ENV", "production");
    try {
      const b = newBackend({ testHooks: true });
      expect(b.testHooks).not.toBeNull();
      b.close();
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
