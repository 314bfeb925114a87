// The query limits refuse hostile documents but none of the storefront's own operations.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../../backend/index.js";
import * as documents from "../../app/commerce/generated/graphql.js";
import { newBackend } from "./helpers.js";

let backend: EmbeddedBackend;
beforeAll(() => {
  backend = newBackend();
});
afterAll(() => backend.close());

const LIMIT_ERROR = /limit of|Maximum pageSize|introspection is not allowed/i;

const operations = Object.entries(documents).filter(
  ([name, doc]) => name.endsWith("Document") && /^\s*(query|mutation)/.test(String(doc)),
);

describe("query limits", () => {
  it("finds the storefront's operations", () => {
    expect(operations.length).toBeGreaterThan(10);
  });

  // Without variables some fail later (a required variable); none may fail on a limit.
  it.each(operations)("lets the storefront's %s through", async (_, doc) => {
    const answer = await backend.execute(String(doc));
    for (const error of answer.errors ?? []) expect(error.message).not.toMatch(LIMIT_ERROR);
  });

  it("refuses a pageSize over Magento's 300 and allows 300", async () => {
    const query = `query($n: Int) { products(search: "whey", pageSize: $n) { items { sku } } }`;
    const refused = await backend.execute(query, { n: 301 });
    expect(refused.errors?.[0]).toMatchObject({
      message: "Maximum pageSize is 300",
      extensions: { category: "graphql-input" },
    });
    expect((await backend.execute(query, { n: 300 })).errors).toBeUndefined();
    const literal = await backend.execute(`{ products(search: "whey", pageSize: 100000000) { items { sku } } }`);
    expect(literal.errors?.[0].message).toBe("Maximum pageSize is 300");
  });

  it("refuses a deep query with a Magento-style input error", async () => {
    const deep = `{ products(search: "whey") { items { ${"related_products { ".repeat(20)}sku${" }".repeat(20)} } } }`;
    const answer = await backend.execute(deep);
    expect(answer.data).toBeUndefined();
    expect(answer.errors?.[0].message).toMatch(/depth limit of 15/);
    expect(answer.errors?.[0].extensions).toMatchObject({ category: "graphql-input" });
  });
});
