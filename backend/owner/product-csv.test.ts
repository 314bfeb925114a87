// The product CSV through the storefront's eyes: what an import adds is found by search and shown
// with its price, translation, variants or bundle options; an export imported again changes nothing;
// a file with a mistake changes nothing and names each wrong line.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { stringify } from "csv-stringify/sync";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../index.js";
import { gql, newBackend } from "../../tests/support/backend-helpers.js";
import { runCommand } from "./cli.js";
import { exportCatalogue, importCatalogue } from "./product-csv.js";
import { createOwnerService } from "./service.js";

let backend: EmbeddedBackend;
beforeEach(() => {
  backend = newBackend();
});
afterEach(() => backend.close());

const csv = (rows: Array<Record<string, string>>) =>
  stringify(rows, { header: true, columns: Object.keys(Object.assign({}, ...rows)) });

const NEW_SIMPLE = {
  sku: "PW-OATS-1KG",
  product_type: "simple",
  name: "Instant Oats Smooth",
  description: "<p>Finely milled oats for shakes.</p>",
  url_key: "instant-oats-smooth",
  categories: "protein",
  price_gbp: "6.99",
  price_eur: "7.99",
  price_usd: "8.49",
  qty: "120",
};

async function search(text: string, store = "default") {
  const d = await gql(
    backend,
    `query($s: String) { products(search: $s) { items { sku name stock_status
      price_range { minimum_price { final_price { value currency } } } } } }`,
    { s: text },
    { Store: store },
  );
  return d.products.items as Array<{ sku: string; name: string; stock_status: string; price_range: any }>;
}

describe("products import", () => {
  it("adds a product that search then finds, in English and by its German name in the German store", async () => {
    const result = importCatalogue(
      backend.db,
      csv([NEW_SIMPLE, { sku: "PW-OATS-1KG", store_view_code: "de", name: "Instant-Haferflocken Fein" }]),
    );
    expect(result).toMatchObject({ added: 1, updated: 0, translated: 1 });
    const [found] = await search("instant oats");
    expect(found).toMatchObject({ sku: "PW-OATS-1KG", name: "Instant Oats Smooth", stock_status: "IN_STOCK" });
    expect(found.price_range.minimum_price.final_price).toEqual({ value: 6.99, currency: "GBP" });
    const [german] = await search("haferflocken", "de");
    expect(german).toMatchObject({ sku: "PW-OATS-1KG", name: "Instant-Haferflocken Fein" });
  });

  it("adds a configurable with new variants, and a bundle of the shop's products, as the product page shows them", async () => {
    importCatalogue(
      backend.db,
      csv([
        {
          ...NEW_SIMPLE,
          sku: "PW-OATS-CHOC-1KG",
          url_key: "oats-choc-1kg",
          name: "Oats Chocolate 1 kg",
          flavours: "CHOC",
          size: "1KG",
          qty: "10",
        },
        {
          ...NEW_SIMPLE,
          sku: "PW-OATS-VAN-1KG",
          url_key: "oats-van-1kg",
          name: "Oats Vanilla 1 kg",
          flavours: "VAN",
          size: "1KG",
          qty: "0",
        },
        {
          ...NEW_SIMPLE,
          sku: "PW-OATS",
          product_type: "configurable",
          name: "Flavoured Oats",
          url_key: "flavoured-oats",
          qty: "",
          configurable_variations: "sku=PW-OATS-CHOC-1KG|sku=PW-OATS-VAN-1KG",
        },
        {
          sku: "PW-BREAKFAST-BUNDLE",
          product_type: "bundle",
          name: "Breakfast Bundle",
          url_key: "breakfast-bundle",
          bundle_values:
            "name=Oats,type=radio,required=1,sku=PW-OATS-CHOC-1KG,price=0,default=1,default_qty=1,can_change_qty=0|name=Oats,type=radio,required=1,sku=PW-OATS-VAN-1KG,price=0,default=0,default_qty=1,can_change_qty=0|name=Vitamins,type=checkbox,required=0,sku=PW-D3,price=4.5,default=0,default_qty=1,can_change_qty=0",
        },
      ]),
    );
    const d = await gql(
      backend,
      `{ products(filter: { sku: { in: ["PW-OATS", "PW-BREAKFAST-BUNDLE"] } }) { items { sku
        ... on ConfigurableProduct { configurable_options { attribute_code values { label } } variants { product { sku stock_status } } }
        ... on BundleProduct { items { title required options { label quantity is_default } } } } } }`,
    );
    const bySku = Object.fromEntries(d.products.items.map((item: { sku: string }) => [item.sku, item]));
    expect(bySku["PW-OATS"].configurable_options.map((o: { attribute_code: string }) => o.attribute_code)).toEqual([
      "flavours",
      "size",
    ]);
    expect(bySku["PW-OATS"].variants.map((v: { product: { sku: string; stock_status: string } }) => v.product)).toEqual(
      [
        { sku: "PW-OATS-CHOC-1KG", stock_status: "IN_STOCK" },
        { sku: "PW-OATS-VAN-1KG", stock_status: "OUT_OF_STOCK" },
      ],
    );
    expect(
      bySku["PW-BREAKFAST-BUNDLE"].items.map((i: { title: string; required: boolean; options: unknown[] }) => [
        i.title,
        i.required,
        i.options.length,
      ]),
    ).toEqual([
      ["Oats", true, 2],
      ["Vitamins", false, 1],
    ]);
  });

  it("imports its own export without changing anything", () => {
    const before = exportCatalogue(backend.db).csv;
    const result = importCatalogue(backend.db, before);
    expect(result.added).toBe(0);
    expect(result.updated).toBeGreaterThan(100);
    expect(exportCatalogue(backend.db).csv).toBe(before);
  });

  it("a renamed product's US name follows in American words, unless the owner wrote the US one", async () => {
    // The variants' names, as the US store's product page and cart show them.
    const usName = async (sku: string) => {
      const d = await gql(
        backend,
        `{ products(filter: { sku: { eq: "PW-VEGAN" } }) { items { ... on ConfigurableProduct { variants { product { sku name } } } } } }`,
        {},
        { Store: "us" },
      );
      const variants = d.products.items[0].variants as Array<{ product: { sku: string; name: string } }>;
      return variants.find((v) => v.product.sku === sku)!.product.name;
    };
    expect(await usName("PW-VEGAN-UNFL-1KG")).toBe("Vegan Protein Blend Unflavored 1 kg");
    // The owner renames two products in the exported file; for the second they also write its US name.
    const rename = (text: string) =>
      text
        .replace(
          /^PW-VEGAN-UNFL-1KG,(.*?)Vegan Protein Blend Unflavoured 1 kg/m,
          "PW-VEGAN-UNFL-1KG,$1Pea Protein Unflavoured 1 kg",
        )
        .replace(
          /^PW-VEGAN-UNFL-2\.5KG,(.*?)Vegan Protein Blend Unflavoured 2\.5 kg/m,
          "PW-VEGAN-UNFL-2.5KG,$1Pea Protein Unflavoured 2.5 kg",
        )
        .replace(
          /^(PW-VEGAN-UNFL-2\.5KG,us,.*?)Vegan Protein Blend Unflavored 2\.5 kg/m,
          "$1Pea Protein Natural 2.5 kg",
        );
    const edited = rename(exportCatalogue(backend.db).csv);
    expect(edited).toContain("Pea Protein Unflavoured 1 kg");
    expect(edited).toContain("Pea Protein Natural 2.5 kg");
    importCatalogue(backend.db, edited);
    expect(await usName("PW-VEGAN-UNFL-1KG")).toBe("Pea Protein Unflavored 1 kg");
    expect(await usName("PW-VEGAN-UNFL-2.5KG")).toBe("Pea Protein Natural 2.5 kg");
  });

  it("refuses a file with mistakes, naming each line, and adds nothing", async () => {
    const before = exportCatalogue(backend.db).csv;
    const attempt = () =>
      importCatalogue(
        backend.db,
        csv([
          NEW_SIMPLE,
          { ...NEW_SIMPLE, sku: "PW-BAD-PRICE", url_key: "bad-price", price_gbp: "6,99" },
          { ...NEW_SIMPLE, sku: "PW-NO-EUR", url_key: "no-eur", price_eur: "" },
          { ...NEW_SIMPLE, sku: "PW-NOWHERE", url_key: "nowhere", categories: "protein/unicorns" },
          { ...NEW_SIMPLE, sku: "PW-TAKEN", url_key: "impact-whey-protein" },
          { sku: "PW-GHOST", store_view_code: "de", name: "Geist" },
          {
            sku: "PW-OATS-X",
            product_type: "configurable",
            name: "X",
            price_gbp: "1",
            price_eur: "1",
            price_usd: "1",
            configurable_variations: "sku=PW-NOPE",
          },
        ]),
      );
    expect(attempt).toThrow(/Line 3 \(PW-BAD-PRICE\): price_gbp: an amount such as 24\.99\./);
    expect(attempt).toThrow(/Line 4 \(PW-NO-EUR\): a new simple product needs a price in every currency/);
    expect(attempt).toThrow(/Line 5 \(PW-NOWHERE\): categories: no category protein\/unicorns/);
    expect(attempt).toThrow(/Line 6 \(PW-TAKEN\): url_key: impact-whey-protein belongs to PW-WHEY\./);
    expect(attempt).toThrow(/Line 7 \(PW-GHOST\): no product PW-GHOST in the shop or the file\./);
    expect(attempt).toThrow(/Line 8 \(PW-OATS-X\): configurable_variations: PW-NOPE is not a simple product/);
    expect(() => importCatalogue(backend.db, "sku,colour\nPW-WHEY,red\n")).toThrow(
      "Unknown column(s): colour (see docs/product-csv.md).",
    );
    expect(exportCatalogue(backend.db).csv).toBe(before);
    expect(await search("instant oats")).toEqual([]);
  });

  it("runs from the command line on a file", async () => {
    const owner = createOwnerService(backend.db, backend.services, backend.sharedState.rateLimitStore);
    const folder = mkdtempSync(join(tmpdir(), "product-csv-"));
    writeFileSync(join(folder, "new.csv"), csv([NEW_SIMPLE]));
    expect(await runCommand(owner, ["products", "import", join(folder, "new.csv")], { dataDir: "test" })).toBe(
      `Imported ${join(folder, "new.csv")}: 1 added, 0 updated, 0 translations; the search index is rebuilt.`,
    );
    expect(await runCommand(owner, ["products", "export", join(folder, "all.csv")], { dataDir: "test" })).toMatch(
      /^Exported \d+ rows/,
    );
    await expect(
      runCommand(owner, ["products", "import", join(folder, "missing.csv")], { dataDir: "test" }),
    ).rejects.toThrow(`Cannot read ${join(folder, "missing.csv")}: ENOENT.`);
  });
});
