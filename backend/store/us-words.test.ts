// The US store in American English where the shop's own settings and labels speak: "Flavor" for
// the flavour choice, "free shipping" in the basket's bar; a shop seeded before gets them, an
// owner's own words stay, and running the migrations again changes nothing.
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../index.js";
import { migrate } from "../db/migrations.js";
import { seed } from "../seed/index.js";
import { WHEY } from "../seed/fixtures.js";
import { usAttributeLabelsMigration } from "../catalog/us-labels-schema.js";
import { usWordsMigration } from "./schema.js";
import { gql, newBackend } from "../../tests/support/backend-helpers.js";
import { FROM_SCRATCH } from "../../tests/setup/timeouts.js";

let backend: EmbeddedBackend;
beforeAll(() => {
  backend = newBackend();
});
afterAll(() => backend.close());

describe("the US store's words", () => {
  it("name the flavour choice and the free-shipping bar as Americans write them; the UK's stay British", async () => {
    const ask = (store: string) =>
      gql(
        backend,
        `query($k: String) {
          storeConfig { flavour_label_default free_delivery_progress_text free_delivery_success_text }
          products(filter: { url_key: { eq: $k } }) { items { ... on ConfigurableProduct { configurable_options { attribute_code label } } } }
        }`,
        { k: WHEY.url_key },
        { Store: store },
      );
    const us = await ask("us");
    expect(us.storeConfig).toEqual({
      flavour_label_default: "Flavor",
      free_delivery_progress_text: "Spend %s more for free shipping",
      free_delivery_success_text: "You qualify for free shipping",
    });
    expect(us.products.items[0].configurable_options.map((o: { label: string }) => o.label)).toEqual([
      "Flavor",
      "Size",
    ]);
    const gb = await ask("default");
    expect(gb.storeConfig.flavour_label_default).toBe("Flavour");
    expect(gb.products.items[0].configurable_options[0].label).toBe("Flavour");
  });

  it("reach a shop seeded before them, and leave an owner's own", FROM_SCRATCH, () => {
    const db = new Database(":memory:");
    try {
      migrate(db, 48);
      seed(db);
      db.prepare("DELETE FROM attribute_labels WHERE store_code = 'us'").run();
      db.prepare("DELETE FROM config WHERE scope_code = 'us' AND path LIKE 'free_delivery_%_text'").run();
      db.prepare(
        "UPDATE config SET value = '\"Taste\"' WHERE scope_code = 'us' AND path = 'flavour_label_default'",
      ).run();
      migrate(db);
      const config = (path: string) =>
        (db.prepare("SELECT value FROM config WHERE scope_code = 'us' AND path = ?").get(path) as { value: string })
          .value;
      expect(config("free_delivery_progress_text")).toBe('"Spend %s more for free shipping"');
      expect(config("flavour_label_default")).toBe('"Taste"');
      const label = () =>
        db
          .prepare(
            "SELECT l.label FROM attribute_labels l JOIN attributes a ON a.id = l.attribute_id WHERE a.code = 'flavours' AND l.store_code = 'us'",
          )
          .pluck()
          .all();
      expect(label()).toEqual(["Flavor"]);
      usAttributeLabelsMigration(db);
      usWordsMigration(db);
      expect(label()).toEqual(["Flavor"]);
      expect(config("flavour_label_default")).toBe('"Taste"');
    } finally {
      db.close();
    }
  });
});
