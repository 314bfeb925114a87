// A shop seeded before the French and Italian texts were set with ’ and no-break spaces gets them
// (migration 57) where its text is still the seed's; a text the owner wrote stays as they wrote it,
// and running the migration again changes nothing.
import { describe, expect, it } from "vitest";
import { NBSP } from "../shared/typography.js";
import { typographyMigration } from "./typography-schema.js";
import { baseDatabase } from "../../tests/setup/base-database.js";

type Db = ReturnType<typeof baseDatabase>;

const page = (db: Db, identifier: string) =>
  db
    .prepare("SELECT content FROM cms_pages WHERE identifier = ? AND store_code = 'fr'")
    .pluck()
    .get(identifier) as string;
const productName = (db: Db, sku: string, store: string) =>
  db
    .prepare(
      "SELECT t.name FROM product_texts t JOIN products p ON p.id = t.product_id WHERE p.sku = ? AND t.store_code = ?",
    )
    .pluck()
    .get(sku, store) as string;
const category = (db: Db, id: number) =>
  db
    .prepare("SELECT description FROM category_texts WHERE category_id = ? AND store_code = 'fr'")
    .pluck()
    .get(id) as string;
const label = (db: Db, mediaId: number) =>
  db
    .prepare("SELECT label FROM product_media_labels WHERE media_id = ? AND store_code = 'fr'")
    .pluck()
    .get(mediaId) as string;

/** The text as the seed wrote it before: straight apostrophes and plain spaces. */
const oldStyle = (text: string) =>
  text
    .replaceAll("’", "'")
    .replaceAll(`«${NBSP}`, "« ")
    .replaceAll(`${NBSP}»`, " »")
    .replace(new RegExp(`${NBSP}([:;?!])`, "g"), " $1");

describe("a shop seeded before the French and Italian typography", () => {
  it("gets ’ and the no-break spaces where its text is the seed's, keeps the owner's, and a second run changes nothing", () => {
    const db = baseDatabase();
    // a new shop as the seed writes it now
    const fresh = baseDatabase();
    const context = { freshShop: () => fresh };
    try {
      const seeded = {
        terms: page(db, "terms-and-conditions"),
        about: page(db, "about-us"),
        frName: productName(db, "PW-ELEC", "fr"),
        itName: productName(db, "PW-FLAPJACK", "it"),
        category: category(db, 4),
        label: label(db, 2),
      };
      expect(seeded.terms).toContain(`«${NBSP}Passer la commande${NBSP}»`);
      expect(seeded.frName).toBe("Comprimés d’électrolytes");
      expect(seeded.label).toBe(`Impact Whey Protein${NBSP}: valeurs nutritionnelles`);

      // as an older version seeded them
      const set = (sql: string, ...args: unknown[]) => db.prepare(sql).run(...args);
      set(
        "UPDATE cms_pages SET content = ? WHERE identifier = 'terms-and-conditions' AND store_code = 'fr'",
        oldStyle(seeded.terms),
      );
      set(
        "UPDATE product_texts SET name = ?, dtxt_name = ? WHERE store_code = 'fr' AND product_id = (SELECT id FROM products WHERE sku = 'PW-ELEC')",
        "Comprimés d'électrolytes",
        "Comprimés d'électrolytes",
      );
      set(
        "UPDATE product_texts SET name = ? WHERE store_code = 'it' AND product_id = (SELECT id FROM products WHERE sku = 'PW-FLAPJACK')",
        "Barretta d'avena proteica",
      );
      set(
        "UPDATE category_texts SET description = ? WHERE category_id = 4 AND store_code = 'fr'",
        oldStyle(seeded.category),
      );
      set("UPDATE product_media_labels SET label = ? WHERE media_id = 2 AND store_code = 'fr'", oldStyle(seeded.label));
      expect(oldStyle(seeded.terms)).toContain("s'appliquent");
      // the owner's own words on the about-us page, typed with straight apostrophes
      const owners = `${oldStyle(seeded.about)}<p>Notre boutique, c'est d'abord une équipe : la nôtre !</p>`;
      set("UPDATE cms_pages SET content = ? WHERE identifier = 'about-us' AND store_code = 'fr'", owners);

      typographyMigration(db, context);
      expect(page(db, "terms-and-conditions")).toBe(seeded.terms);
      expect(productName(db, "PW-ELEC", "fr")).toBe(seeded.frName);
      expect(productName(db, "PW-FLAPJACK", "it")).toBe("Barretta d’avena proteica");
      expect(category(db, 4)).toBe(seeded.category);
      expect(label(db, 2)).toBe(seeded.label);
      expect(page(db, "about-us")).toBe(owners);
      // search shows the name as the product page does
      const indexed = db
        .prepare(
          `SELECT name FROM catalogsearch_fulltext
           WHERE store_code = 'fr' AND product_id = (SELECT id FROM products WHERE sku = 'PW-ELEC')`,
        )
        .pluck()
        .get();
      expect(indexed).toBe("Comprimés d’électrolytes");

      const snapshot = () =>
        ["cms_pages", "cms_blocks", "category_texts", "product_texts", "product_media_labels", "sales_rule_labels"].map(
          (table) => db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all(),
        );
      const once = snapshot();
      typographyMigration(db, context);
      expect(snapshot()).toEqual(once);
    } finally {
      db.close();
      fresh.close();
    }
  });
});
