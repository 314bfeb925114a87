// Backend modules register themselves (ADR 0053): each type, field, resolver and service has one
// owning module, whatever the order of backend/modules.ts, and the one-file SDL the tools read is
// the modules' files joined.
import { readdirSync, readFileSync, existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { moduleResolverMap } from "../../backend/graphql/schema.js";
import type { BackendModule } from "../../backend/manifest.js";
import { BACKEND_MODULES } from "../../backend/modules.js";
import { combinedExtensions, EXTENSIONS_FILE, schemaOwners } from "../../backend/schema/loader.js";
import { createShopServices } from "../../backend/create-services.js";
import Database from "better-sqlite3";

const backendDir = fileURLToPath(new URL("../../backend/", import.meta.url));
const moduleNamed = (name: string) => BACKEND_MODULES.find((m) => m.name === name)!;

describe("one owner for every field", () => {
  it("gives each type and field of the modules' SDL one module, and none a field Magento's core has", () => {
    const shared = [...schemaOwners(BACKEND_MODULES)].filter(([, owners]) => owners.length > 1);
    expect(shared.map(([name, owners]) => `${name}: ${owners.join(", ")}`)).toEqual([]);
  });

  it("names both modules when two define the same field in their SDL", () => {
    const twice = [
      ...schemaOwners([moduleNamed("quote"), { name: "copy", schema: moduleNamed("quote").schema }]),
    ].filter(([, owners]) => owners.length > 1);
    expect(twice.map(([name, owners]) => `${name}: ${owners.join(", ")}`)).toContain("Cart.quote_id: quote, copy");
  });

  it("resolves each field from one module: the cart's addresses from checkout, its payment methods from payment, products() from the catalogue", () => {
    const owners = new Map<string, string[]>();
    for (const m of BACKEND_MODULES)
      for (const map of m.resolvers ?? [])
        for (const [type, fields] of Object.entries(map))
          for (const field of Object.keys(fields as object))
            owners.set(`${type}.${field}`, [...(owners.get(`${type}.${field}`) ?? []), m.name]);
    expect([...owners].filter(([, o]) => o.length > 1)).toEqual([]);
    expect(owners.get("Cart.shipping_addresses")).toEqual(["checkout"]);
    expect(owners.get("Cart.available_payment_methods")).toEqual(["payment"]);
    expect(owners.get("Query.products")).toEqual(["catalog"]);
  });

  it("refuses a field that two modules resolve, naming both", () => {
    const rival: BackendModule = {
      name: "rival",
      resolvers: [{ Cart: { available_payment_methods: () => [] } }],
    };
    expect(() => moduleResolverMap([...BACKEND_MODULES, rival])).toThrow(
      "The GraphQL field Cart.available_payment_methods is resolved by two modules: payment and rival",
    );
  });

  it("refuses a service that two modules make, naming both", () => {
    const db = new Database(":memory:");
    const rival: BackendModule = { name: "rival", services: () => ({ tax: moduleNamed("tax") as never }) };
    expect(() => createShopServices(db, { mediaBaseUrl: "/media/" }, [moduleNamed("tax"), rival])).toThrow(
      'The service "tax" is made by two modules: tax and rival',
    );
    db.close();
  });
});

describe("the modules' SDL files", () => {
  it("are each declared by their folder's manifest, and every manifest's file exists", () => {
    const files = readdirSync(backendDir, { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(`${backendDir}${d.name}/schema.graphqls`))
      .map((d) => d.name)
      .sort();
    const declared = BACKEND_MODULES.filter((m) => m.schema).map((m) => m.name);
    expect([...declared].sort()).toEqual(files);
    for (const m of BACKEND_MODULES) expect(m.name, "a module is its folder").toMatch(/^[a-z]+$/);
  });

  it("are joined in backend/schema/extensions.graphql as it is committed (npm run schema:extensions)", () => {
    expect(readFileSync(EXTENSIONS_FILE, "utf8")).toBe(combinedExtensions(BACKEND_MODULES));
  });
});
