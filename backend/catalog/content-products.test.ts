// Each product's own content (content-products*.ts): the tabs read right for the product, not for its
// kind (the fish oil is no multivitamin, the crisps are no chocolate peanut bar), in every language, with
// warnings in the serving advice rather than among the ticked claims, and nutrition values that add up.
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KIND_CONTENT, type KindContent } from "../seed/catalog-copy/content-data.js";
import { PRODUCT_CONTENT } from "../seed/catalog-copy/content-products.js";
import { contentKindOf } from "./content-schema.js";
import { migrate } from "../db/migrations.js";
import type { EmbeddedBackend } from "../index.js";
import { seed } from "../seed/index.js";
import { LANGS, PRODUCTS, type Lang } from "../seed/catalog-data.js";
import { gql, newBackend } from "../../tests/support/backend-helpers.js";
import { FROM_SCRATCH } from "../../tests/setup/timeouts.js";

let backend: EmbeddedBackend;
beforeAll(() => {
  backend = newBackend();
});
afterAll(() => backend.close());

interface Texts {
  ingredients: string | null;
  nutrition: string | null;
  texture: string | null;
  active_ingredients: string | null;
  recommended_serving: string | null;
  amino_acid_profile: string | null;
  claims_list: string | null;
}

const STORE_CODE: Record<Lang, string> = { en: "", de: "de", es: "es", fr: "fr", it: "it" };

/** A product's texts as seeded, in one language (the parent's; its variants carry the same). */
const texts = (sku: string, lang: Lang): Texts =>
  backend.db
    .prepare(
      `SELECT t.ingredients, t.nutrition, t.texture, t.active_ingredients, t.recommended_serving,
         t.amino_acid_profile, t.claims_list
       FROM product_texts t JOIN products p ON p.id = t.product_id WHERE p.sku = ? AND t.store_code = ?`,
    )
    .get(sku, STORE_CODE[lang]) as Texts;

const WITH_CONTENT = PRODUCTS.filter((def) => contentKindOf(def) !== null);

/** Words of a label's warnings (polyols, caffeine) in the five languages. */
const WARNING =
  /laxati|abführ|laxante|lassativ|children|kinder|niños|enfants|bambini|pregnant|schwanger|embarazad|enceinte|gravidanza/i;

describe("each product's own content", () => {
  it("labels the fish oil with its EPA and DHA, not the multivitamin's vitamin C and zinc", async () => {
    const q = `{ products(filter: { url_key: { eq: "omega-3-fish-oil" } }) { items { nutrition active_ingredients claims_list } } }`;
    const en = (await gql(backend, q)).products.items[0];
    expect(en.nutrition).toContain("EPA");
    expect(en.nutrition).toContain("DHA");
    expect(en.nutrition).toContain("Per serving (1 softgel");
    expect(en.claims_list[0]).toMatch(/^EPA and DHA contribute to the normal function of the heart/);
    for (const lang of LANGS) {
      const { nutrition } = texts("PW-OMEGA3", lang);
      expect(nutrition).toMatch(/EPA/);
      expect(nutrition).toMatch(/DHA/);
      expect(nutrition).not.toMatch(/Vitamin[ae]? C|Zin[ck]|B12/);
    }
  });

  it("labels vitamin D3 with vitamin D alone: no zinc, no vitamin C", () => {
    for (const lang of LANGS) {
      const { nutrition } = texts("PW-D3", lang);
      expect(nutrition).toMatch(/Vitamin[ae]? D/);
      expect(nutrition).not.toMatch(/Zin[ck]|Vitamin[ae]? C|B12/);
    }
    expect(texts("PW-D3", "de").nutrition).toContain("pro Portion (1 Tablette, 0,2\u00a0g)");
  });

  it("gives the snacks, the single-ingredient powders and the gummies their own ingredients", () => {
    for (const lang of LANGS) {
      expect(texts("PW-CRISPS", lang).ingredients).not.toBe(texts("PW-BAR", lang).ingredients);
      expect(texts("PW-CAFF", lang).ingredients).not.toBe(texts("PW-PRE", lang).ingredients);
      expect(texts("PW-CREAGUM", lang).ingredients).not.toBe(texts("PW-CREAPURE", lang).ingredients);
      expect(texts("PW-GLUT", lang).ingredients).not.toBe(texts("PW-BCAA", lang).ingredients);
      expect(texts("PW-CASEIN", lang).ingredients).not.toBe(texts("PW-WHEY", lang).ingredients);
    }
    expect(texts("PW-CRISPS", "en").ingredients).not.toMatch(/peanut|chocolate/i);
    expect(texts("PW-PBUTTER", "en").ingredients).toMatch(/peanuts \(100%\)/);
    expect(JSON.parse(texts("PW-GLUT", "de").amino_acid_profile!)).toEqual([
      { name: "Glutamin", per_serving: 5, per_100g: 99 },
    ]);
  });

  it("gives no two products the same ingredients, except the two creatine monohydrates", () => {
    const byIngredients = new Map<string, string[]>();
    for (const def of WITH_CONTENT) {
      const ingredients = texts(def.sku, "en").ingredients!;
      byIngredients.set(ingredients, [...(byIngredients.get(ingredients) ?? []), def.sku]);
    }
    const shared = [...byIngredients.values()].filter((skus) => skus.length > 1);
    expect(shared).toEqual([["PW-CREA-250", "PW-CREAPURE"]]);
  });

  it("seeds a product's own content where it has one, and only for products that have content", () => {
    for (const [sku, content] of Object.entries(PRODUCT_CONTENT)) {
      const def = PRODUCTS.find((product) => product.sku === sku);
      expect(def, sku).toBeDefined();
      const kind = contentKindOf(def!);
      expect(kind, sku).not.toBeNull();
      expect(content!.ingredients.en).not.toBe(KIND_CONTENT[kind!].ingredients.en);
      for (const lang of LANGS) expect(texts(sku, lang).ingredients).toBe(content!.ingredients[lang]);
    }
    expect(texts("PW-SHAKER", "en").ingredients).toBeNull();
  });

  it("fills every tab of every product with content in all five languages", () => {
    for (const def of WITH_CONTENT) {
      for (const lang of LANGS) {
        const seeded = texts(def.sku, lang);
        for (const field of ["ingredients", "nutrition", "texture", "recommended_serving"] as const) {
          expect(seeded[field]?.trim(), `${def.sku} ${lang} ${field}`).toBeTruthy();
        }
        const claims = JSON.parse(seeded.claims_list!) as string[];
        expect(claims.length, `${def.sku} ${lang}`).toBeGreaterThan(0);
        for (const claim of claims) expect(claim.trim(), `${def.sku} ${lang}`).toBeTruthy();
      }
      // a translation differs from the English (no text left untranslated but names and numbers)
      expect(texts(def.sku, "de").recommended_serving).not.toBe(texts(def.sku, "en").recommended_serving);
    }
    const everyText = (value: unknown, path: string): void => {
      if (typeof value !== "object" || value === null) return;
      const keys = Object.keys(value);
      if (keys.length === LANGS.length && LANGS.every((lang) => keys.includes(lang))) {
        for (const lang of LANGS) {
          const text = (value as Record<Lang, unknown>)[lang];
          expect(typeof text === "string" && text.trim().length > 0, `${path}.${lang}`).toBe(true);
        }
        return;
      }
      for (const [key, child] of Object.entries(value)) everyText(child, `${path}.${key}`);
    };
    everyText(PRODUCT_CONTENT, "PRODUCT_CONTENT");
    everyText(KIND_CONTENT, "KIND_CONTENT");
  });

  it("never lists a warning among the claims (ticked as benefits), but with the serving advice", () => {
    for (const def of WITH_CONTENT) {
      for (const lang of LANGS) {
        for (const claim of JSON.parse(texts(def.sku, lang).claims_list!) as string[]) {
          expect(claim, `${def.sku} ${lang}`).not.toMatch(WARNING);
        }
      }
    }
    // caffeine and polyols warn where the serving is told
    for (const sku of ["PW-PRE", "PW-CAFF", "PW-PRESHOT", "PW-BAR", "PW-BROWNIE", "PW-WAFER"]) {
      for (const lang of LANGS) expect(texts(sku, lang).recommended_serving, `${sku} ${lang}`).toMatch(WARNING);
    }
  });

  it("keeps per-100 g nutrition plausible: energy from the macros, parts within their whole", () => {
    const entries: Array<[string, KindContent]> = [
      ...Object.entries(PRODUCT_CONTENT).map(([sku, content]): [string, KindContent] => [sku, content!]),
      ...Object.entries(KIND_CONTENT),
    ];
    for (const [name, content] of entries) {
      // a tablet, capsule, softgel or gummy has a per-serving label; everything else per 100 g
      expect(Boolean(content.macros) !== Boolean(content.perServing), name).toBe(true);
      const m = content.macros;
      if (!m) continue;
      const expected = 4 * m.protein + 4 * m.carbohydrate + 9 * m.fat + 2 * m.fibre;
      if (expected === 0) expect(m.kcal, name).toBe(0);
      else expect(Math.abs(m.kcal - expected) / expected, `${name}: ${m.kcal} kcal vs ${expected}`).toBeLessThan(0.15);
      if (m.kcal > 0) expect(m.kj / m.kcal, name).toBeGreaterThan(4.1);
      if (m.kcal > 0) expect(m.kj / m.kcal, name).toBeLessThan(4.3);
      expect(m.sugars, name).toBeLessThanOrEqual(m.carbohydrate);
      expect(m.saturates, name).toBeLessThanOrEqual(m.fat);
      expect(m.protein + m.carbohydrate + m.fat + m.fibre + m.salt, name).toBeLessThanOrEqual(100);
    }
  });
});

describe("migration 26", () => {
  it("gives a database seeded before each product's own content", FROM_SCRATCH, () => {
    const db = new Database(":memory:");
    try {
      migrate(db, 25);
      seed(db);
      // as migration 21 wrote it: the fish oil with the multivitamin's label
      db.prepare(
        `UPDATE product_texts SET nutrition = '<table><tr><th>Vitamin C</th></tr></table>'
          WHERE product_id = (SELECT id FROM products WHERE sku = 'PW-OMEGA3')`,
      ).run();
      migrate(db, 26);
      expect(db.pragma("user_version", { simple: true })).toBe(26);
      const nutrition = db
        .prepare(
          `SELECT t.nutrition FROM product_texts t JOIN products p ON p.id = t.product_id
            WHERE p.sku = 'PW-OMEGA3' AND t.store_code = ''`,
        )
        .pluck()
        .get() as string;
      expect(nutrition).toContain("EPA");
      expect(nutrition).not.toContain("Vitamin C");
    } finally {
      db.close();
    }
  });
});
