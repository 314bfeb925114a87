// Every backend of a process shares one GraphQL schema (built once, 0.05-0.15 s of CPU each time
// otherwise), and still answers from its own database and services.
import { afterAll, describe, expect, it } from "vitest";
import { buildSchema } from "./schema.js";
import { WHEY } from "../seed/fixtures.js";
import { gql, newBackend } from "../../tests/support/backend-helpers.js";

const one = newBackend();
const other = newBackend();
afterAll(() => {
  one.close();
  other.close();
});

const NAME = `query($k: String) { products(filter: { url_key: { eq: $k } }) { items { name } } }`;

describe("the GraphQL schema of a process", () => {
  it("is built once for a module list", () => {
    expect(buildSchema()).toBe(buildSchema());
  });

  it("answers each backend from its own database", async () => {
    one.db.prepare("UPDATE product_texts SET name = 'Renamed in one backend' WHERE name = ?").run(WHEY.name);
    expect((await gql(one, NAME, { k: WHEY.url_key })).products.items[0].name).toBe("Renamed in one backend");
    expect((await gql(other, NAME, { k: WHEY.url_key })).products.items[0].name).toBe(WHEY.name);
  });
});
