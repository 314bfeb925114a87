// The demo catalogue: categories, attributes and products (fixed ids by insertion order, seeded PRNG,
// fixed dates). backend/seed/index.ts runs it among the modules' seed steps.
import type { Database } from "better-sqlite3";
import {
  CATEGORIES,
  DESCRIPTION,
  FLAVOUR_OPTIONS,
  INGREDIENTS,
  LANGS,
  NUTRITION_HTML,
  PRODUCTS,
  SERVING,
  SIZE_OPTIONS,
  type Lang,
  type Prices,
  type ProductDef,
  type T5,
} from "./catalog-data.js";
import { FLAVOURS_ATTRIBUTE_CODE, SIZE_ATTRIBUTE_CODE } from "../catalog/attribute-codes.js";
import { WHEY } from "./fixtures.js";
import { mediaFilePath } from "../media/generate.js";
import { metaDescriptionOf, PRODUCT_DESCRIPTIONS, productTexts } from "../catalog/product-descriptions.js";

export const FLAVOURS_ATTRIBUTE_ID = 180;
export const SIZE_ATTRIBUTE_ID = 181;
const SEED_DATE = "2025-01-01 00:00:00";

/** mulberry32: tiny deterministic PRNG. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Store code used for a language's texts: '' (admin default) holds English. */
const scopeFor = (lang: Lang) => (lang === "en" ? "" : lang);

/** The categories, the flavour and size attributes, and the products in every language. */
export function seedCatalogue(db: Database): void {
  seedCategories(db);
  const options = seedAttributes(db);
  seedProducts(db, options);
}

function seedCategories(db: Database) {
  const ins = db.prepare(
    "INSERT INTO categories (id, parent_id, path, level, position, url_key, url_path) VALUES (?, ?, ?, ?, ?, ?, ?)",
  );
  const txt = db.prepare(
    "INSERT INTO category_texts (category_id, store_code, name, description, meta_title, meta_description) VALUES (?, ?, ?, ?, ?, ?)",
  );
  ins.run(1, null, "1", 0, 0, null, null);
  txt.run(1, "", "Root Catalog", null, null, null);
  ins.run(2, 1, "1/2", 1, 1, null, null);
  txt.run(2, "", "Default Category", null, null, null);
  const paths = new Map<number, { path: string; level: number; url_path: string | null }>([
    [2, { path: "1/2", level: 1, url_path: null }],
  ]);
  for (const c of CATEGORIES) {
    const parent = paths.get(c.parent)!;
    const url_path = parent.url_path ? `${parent.url_path}/${c.url_key}` : c.url_key;
    const me = { path: `${parent.path}/${c.id}`, level: parent.level + 1, url_path };
    paths.set(c.id, me);
    ins.run(c.id, c.parent, me.path, me.level, c.position, c.url_key, url_path);
    for (const lang of LANGS) {
      txt.run(c.id, scopeFor(lang), c.names[lang], `<p>${c.blurb[lang]}</p>`, c.names[lang], c.blurb[lang]);
    }
  }
}

type OptionIds = { flavours: Map<string, number>; size: Map<string, number> };

function seedAttributes(db: Database): OptionIds {
  const insAttr = db.prepare("INSERT INTO attributes (id, code, frontend_input, position) VALUES (?, ?, 'select', ?)");
  const insLabel = db.prepare("INSERT INTO attribute_labels (attribute_id, store_code, label) VALUES (?, ?, ?)");
  const insOpt = db.prepare("INSERT INTO attribute_options (id, attribute_id, code, sort_order) VALUES (?, ?, ?, ?)");
  const insOptLabel = db.prepare("INSERT INTO attribute_option_labels (option_id, store_code, label) VALUES (?, ?, ?)");
  const labels: Record<string, T5> = {
    [FLAVOURS_ATTRIBUTE_CODE]: { en: "Flavour", de: "Geschmack", es: "Sabor", fr: "Saveur", it: "Gusto" },
    [SIZE_ATTRIBUTE_CODE]: { en: "Size", de: "Größe", es: "Tamaño", fr: "Taille", it: "Formato" },
  };
  const result: OptionIds = { flavours: new Map(), size: new Map() };
  const add = (
    attrId: number,
    code: string,
    pos: number,
    opts: Array<{ code: string } & T5>,
    firstId: number,
    into: Map<string, number>,
  ) => {
    insAttr.run(attrId, code, pos);
    for (const lang of LANGS) insLabel.run(attrId, scopeFor(lang), labels[code][lang]);
    opts.forEach((o, i) => {
      const id = firstId + i;
      insOpt.run(id, attrId, o.code, i + 1);
      into.set(o.code, id);
      for (const lang of LANGS) if (lang === "en" || o[lang] !== o.en) insOptLabel.run(id, scopeFor(lang), o[lang]);
    });
  };
  add(FLAVOURS_ATTRIBUTE_ID, FLAVOURS_ATTRIBUTE_CODE, 1, FLAVOUR_OPTIONS, 201, result.flavours);
  add(SIZE_ATTRIBUTE_ID, SIZE_ATTRIBUTE_CODE, 2, SIZE_OPTIONS, 301, result.size);
  return result;
}

/** The seed's boilerplate texts for a product without its own: the name as the short description. */
function boilerplateTexts(description: string, name: string) {
  return { description, short_description: `<p>${name}</p>`, meta_description: metaDescriptionOf(description) };
}

function seedProducts(db: Database, options: OptionIds) {
  const rand = prng(20250101);
  const insProduct =
    db.prepare(`INSERT INTO products (sku, type_id, url_key, visibility, weight, flavours, size, dynamic_price,
      claimed_percent, deal_end_time, created_at, updated_at) VALUES (@sku, @type_id, @url_key, @visibility, @weight, @flavours, @size,
      @dynamic_price, @claimed_percent, @deal_end_time, '${SEED_DATE}', '${SEED_DATE}')`);
  const insText =
    db.prepare(`INSERT INTO product_texts (product_id, store_code, name, dtxt_name, description, short_description,
      meta_title, meta_description, ingredients, nutrition, texture, active_ingredients, recommended_serving)
      VALUES (@product_id, @store_code, @name, @dtxt_name, @description, @short_description, @meta_title, @meta_description,
      @ingredients, @nutrition, @texture, @active_ingredients, @recommended_serving)`);
  const insPrice = db.prepare(
    "INSERT INTO product_prices (product_id, currency, price, special_price, deal_price) VALUES (?, ?, ?, ?, ?)",
  );
  const insStock = db.prepare("INSERT INTO stock (product_id, qty, is_in_stock) VALUES (?, ?, ?)");
  const insCat = db.prepare("INSERT INTO category_products (category_id, product_id, position) VALUES (?, ?, ?)");
  const insSuper = db.prepare(
    "INSERT INTO product_super_attributes (product_id, attribute_id, position) VALUES (?, ?, ?)",
  );
  const insRel = db.prepare("INSERT INTO product_relations (parent_id, child_id, position) VALUES (?, ?, ?)");
  const insMedia =
    db.prepare(`INSERT INTO product_media (product_id, media_type, file, position, disabled, roles, frames,
      video_provider, video_url, video_title, video_description) VALUES (@product_id, @media_type, @file, @position, @disabled, @roles,
      @frames, @video_provider, @video_url, @video_title, @video_description)`);
  const insMediaLabel = db.prepare("INSERT INTO product_media_labels (media_id, store_code, label) VALUES (?, ?, ?)");
  const idBySku = new Map<string, number>();
  const catName = new Map(CATEGORIES.map((c) => [c.id, c.names]));

  const insertPrices = (id: number, prices: Prices, specialGbp?: number, dealGbp?: number) => {
    for (const cur of ["GBP", "EUR", "USD"] as const) {
      const factor = prices[cur] / prices.GBP;
      const special = specialGbp ? Math.round(specialGbp * factor * 100) / 100 : null;
      const deal = dealGbp ? Math.round(dealGbp * factor * 100) / 100 : null;
      insPrice.run(id, cur, prices[cur], special, deal);
    }
  };
  const insertTexts = (id: number, def: ProductDef, names: T5, withPanels: boolean) => {
    const category = catName.get(def.categories[0][0])!;
    // A product's own texts (by parent SKU); variants, and any product without, get the boilerplate.
    const own = PRODUCT_DESCRIPTIONS[def.sku];
    for (const lang of LANGS) {
      const texts = own
        ? productTexts(own, lang)
        : boilerplateTexts(
            DESCRIPTION[lang].replace("{name}", names[lang]).replace("{category}", category[lang]),
            names[lang],
          );
      insText.run({
        product_id: id,
        store_code: scopeFor(lang),
        name: names[lang],
        dtxt_name: names[lang],
        ...texts,
        meta_title: names[lang],
        ingredients: withPanels ? INGREDIENTS[lang] : null,
        nutrition: withPanels && lang === "en" ? NUTRITION_HTML : null,
        texture: withPanels && lang === "en" ? "Smooth" : null,
        active_ingredients: null,
        recommended_serving: withPanels ? SERVING[lang] : null,
      });
    }
  };
  const insertImages = (id: number, baseName: string, count: number, label: string) => {
    for (let i = 1; i <= count; i++) {
      const info = insMedia.run({
        product_id: id,
        media_type: "image",
        file: mediaFilePath(`${baseName}-${i}`),
        position: i,
        disabled: 0,
        roles: i === 1 ? "image,small_image,thumbnail,swatch_image" : "",
        frames: null,
        video_provider: null,
        video_url: null,
        video_title: null,
        video_description: null,
      });
      insMediaLabel.run(info.lastInsertRowid, "", label);
    }
  };
  const simpleStock = (def: ProductDef) => def.stock ?? 20 + Math.floor(rand() * 180);

  for (const def of PRODUCTS) {
    const isConfigurable = def.type === "configurable";
    const base = {
      type_id: def.type,
      url_key: def.url_key,
      visibility: 4,
      weight: def.type === "simple" ? 1 : null,
      flavours: def.flavour ? options.flavours.get(def.flavour)! : null,
      size: def.size ? options.size.get(def.size)! : null,
      dynamic_price: 1,
      claimed_percent: def.claimed_percent ?? null,
      deal_end_time: def.deal?.end ?? null,
    };
    const id = Number(insProduct.run({ ...base, sku: def.sku }).lastInsertRowid);
    idBySku.set(def.sku, id);
    insertTexts(id, def, def.names, !!def.nutrition);
    def.categories.forEach(([cat, pos]) => insCat.run(cat, id, pos));
    insertImages(id, def.url_key, 3, def.names.en);

    if (def.type === "simple") {
      insertPrices(id, def.prices!, def.special, def.deal?.GBP);
      const qty = simpleStock(def);
      insStock.run(id, qty, qty > 0 ? 1 : 0);
    }
    if (isConfigurable) {
      // Parent carries the cheapest price for sorting/filtering convenience; the real prices are the variants'.
      insertPrices(id, def.sizes![0][1], undefined, def.deal?.GBP);
      insStock.run(id, 0, 1);
      insSuper.run(id, FLAVOURS_ATTRIBUTE_ID, 0);
      insSuper.run(id, SIZE_ATTRIBUTE_ID, 1);
      let pos = 0;
      for (const fl of def.flavours!) {
        const flavour = FLAVOUR_OPTIONS.find((f) => f.code === fl)!;
        for (const [sz, prices] of def.sizes!) {
          const size = SIZE_OPTIONS.find((s) => s.code === sz)!;
          const sku = `${def.sku}-${fl}-${sz}`;
          const childId = Number(
            insProduct.run({
              ...base,
              sku,
              url_key: `${def.url_key}-${fl}-${sz}`.toLowerCase().replace(/\./g, "-"),
              type_id: "simple",
              visibility: 1,
              weight: 1,
              flavours: options.flavours.get(fl)!,
              size: options.size.get(sz)!,
              deal_end_time: null,
              claimed_percent: null,
            }).lastInsertRowid,
          );
          idBySku.set(sku, childId);
          const names = Object.fromEntries(LANGS.map((l) => [l, `${def.names[l]} ${flavour[l]} ${size[l]}`])) as T5;
          insertTexts(childId, { ...def, sku }, names, !!def.nutrition);
          insertPrices(childId, prices, def.special);
          const qty = def.oos?.includes(sku) ? 0 : def.sku === WHEY.sku ? WHEY.stockQty : 20 + Math.floor(rand() * 180);
          insStock.run(childId, qty, qty > 0 ? 1 : 0);
          insRel.run(id, childId, pos++);
          insertImages(childId, sku, 1, names.en);
        }
      }
    }
    if (def.media?.video) {
      const info = insMedia.run({
        product_id: id,
        media_type: "external-video",
        file: mediaFilePath(`${def.url_key}-video`),
        position: 4,
        disabled: 0,
        roles: "",
        frames: null,
        video_provider: "youtube",
        video_url: "https://www.youtube.com/watch?v=ysz5S6PUM-U",
        video_title: `${def.names.en} – how to use`,
        video_description: `Mixing ${def.names.en} the right way.`,
      });
      insMediaLabel.run(info.lastInsertRowid, "", `${def.names.en} video`);
    }
    if (def.media?.spin) {
      const frames = Array.from({ length: 12 }, (_, i) =>
        mediaFilePath(`${def.url_key}-360-${String(i + 1).padStart(2, "0")}`),
      );
      const info = insMedia.run({
        product_id: id,
        media_type: "image360",
        file: frames[0],
        position: 5,
        disabled: 0,
        roles: "",
        frames: JSON.stringify(frames),
        video_provider: null,
        video_url: null,
        video_title: null,
        video_description: null,
      });
      insMediaLabel.run(info.lastInsertRowid, "", `${def.names.en} 360° view`);
    }
  }

  // Bundles reference variants/simples created above.
  const insOpt = db.prepare("INSERT INTO bundle_options (parent_id, required, type, position) VALUES (?, ?, ?, ?)");
  const insTitle = db.prepare("INSERT INTO bundle_option_titles (option_id, store_code, title) VALUES (?, ?, ?)");
  const insSel =
    db.prepare(`INSERT INTO bundle_selections (option_id, parent_id, product_id, position, is_default, qty, can_change_qty, price, price_type)
      VALUES (?, ?, ?, ?, ?, ?, ?, 0, 'FIXED')`);
  for (const def of PRODUCTS.filter((d) => d.type === "bundle")) {
    const parentId = idBySku.get(def.sku)!;
    insStock.run(parentId, 0, 1);
    def.bundle!.forEach((opt, i) => {
      const optionId = Number(insOpt.run(parentId, opt.required ? 1 : 0, opt.type, i + 1).lastInsertRowid);
      for (const lang of LANGS) insTitle.run(optionId, scopeFor(lang), opt.titles[lang]);
      opt.selections.forEach((s, j) => {
        const childId = idBySku.get(s.sku);
        if (!childId) throw new Error(`bundle ${def.sku}: unknown selection sku ${s.sku}`);
        insSel.run(optionId, parentId, childId, j + 1, s.is_default ? 1 : 0, s.qty, s.can_change_qty ? 1 : 0);
      });
    });
  }

  // Cross-sells: a shaker with every protein, creatine with the whey.
  const insLink = db.prepare(
    "INSERT OR IGNORE INTO product_links (product_id, linked_product_id, link_type, position) VALUES (?, ?, ?, ?)",
  );
  for (const def of PRODUCTS.filter((d) => d.categories.some(([c]) => c === 3))) {
    insLink.run(idBySku.get(def.sku)!, idBySku.get("PW-SHAKER")!, "crosssell", 1);
    insLink.run(idBySku.get(def.sku)!, idBySku.get("PW-CREA-250")!, "crosssell", 2);
    insLink.run(idBySku.get(def.sku)!, idBySku.get("PW-ISO")!, "related", 1);
  }
}
