// The catalogue's media: pictures per product kind and flavour, nutrition labels, videos,
// 360 spins, category and home pictures. Rows only: the files are made from them by media/generate.ts
// (at start in the background, and on demand by the media router), so seeding stays quick.
import type { Database } from "better-sqlite3";
import { mediaFilePath, SPIN_FRAMES } from "./generate.js";

const isSeeded = (db: Database) => (db.prepare("SELECT COUNT(*) AS n FROM store_views").get() as { n: number }).n > 0;

/** Migration 23: categories get Magento's `image` attribute; a database seeded before gets the media rows. */
export function mediaMigration(db: Database): void {
  const columns = db.prepare("PRAGMA table_info(categories)").all() as Array<{ name: string }>;
  if (!columns.some((c) => c.name === "image")) db.exec("ALTER TABLE categories ADD COLUMN image TEXT");
  if (isSeeded(db)) seedMedia(db);
}

/**
 * Migration 24: a video's title and description per store view, beside its label (Magento keeps them
 * per store in catalog_product_entity_media_gallery_value_video); the media rows again, translated.
 */
export function videoTextsMigration(db: Database): void {
  const columns = db.prepare("PRAGMA table_info(product_media_labels)").all() as Array<{ name: string }>;
  if (!columns.some((c) => c.name === "video_title"))
    db.exec(
      "ALTER TABLE product_media_labels ADD COLUMN video_title TEXT; ALTER TABLE product_media_labels ADD COLUMN video_description TEXT",
    );
  if (isSeeded(db)) seedMedia(db);
}

/** Products that turn on a turntable: a 360 spin, and for some a video (all tubs: see render.ts). */
export const SPIN_PRODUCTS = ["impact-whey-protein", "impact-whey-isolate", "creatine-monohydrate", "the-pre-workout"];
export const VIDEO_PRODUCTS = ["impact-whey-protein", "creatine-monohydrate", "the-pre-workout"];
/** Products keeping an old, disabled picture (Magento's "hide from product page"): it must not show. */
export const DISABLED_IMAGE_PRODUCTS = ["impact-whey-protein", "protein-bar-box"];

// A video's title and description per language ('' = English default).
const VIDEO_TEXTS: Record<string, { title: string; description: string }> = {
  "": { title: "{name}: the pack turning", description: "{name}, turning on a turntable." },
  de: { title: "{name}: die Packung dreht sich", description: "{name} auf dem Drehteller." },
  es: { title: "{name}: el envase girando", description: "{name}, girando en un plato giratorio." },
  fr: { title: "{name}\u00a0: l’emballage qui tourne", description: "{name}, sur un plateau tournant." },
  it: { title: "{name}: la confezione che ruota", description: "{name}, su un piatto girevole." },
};

// The pictures' labels (alt texts) per language; the store codes are the seed's ('' = English default).
const LABELS: Record<string, Record<"front" | "back" | "closeup" | "video" | "spin", string>> = {
  "": {
    front: "{name}",
    back: "{name}: nutrition facts",
    closeup: "{name}: close-up",
    video: "{name}: the pack turning",
    spin: "{name}: 360° view",
  },
  de: {
    front: "{name}",
    back: "{name}: Nährwerte",
    closeup: "{name}: Nahaufnahme",
    video: "{name}: die Packung dreht sich",
    spin: "{name}: 360°-Ansicht",
  },
  es: {
    front: "{name}",
    back: "{name}: información nutricional",
    closeup: "{name}: primer plano",
    video: "{name}: el envase girando",
    spin: "{name}: vista 360°",
  },
  fr: {
    front: "{name}",
    back: "{name}\u00a0: valeurs nutritionnelles",
    closeup: "{name}\u00a0: gros plan",
    video: "{name}\u00a0: l’emballage qui tourne",
    spin: "{name}\u00a0: vue à 360°",
  },
  it: {
    front: "{name}",
    back: "{name}: valori nutrizionali",
    closeup: "{name}: primo piano",
    video: "{name}: la confezione che ruota",
    spin: "{name}: vista a 360°",
  },
};

interface ProductLine {
  id: number;
  sku: string;
  url_key: string;
  type_id: string;
  visibility: number;
  parent_url_key: string | null;
  category: string | null;
}

/**
 * The demo media rows (a fresh database: called by seed(); an older one: by migration 23). Rewrites
 * product_media for every product and sets each top category's image.
 */
export function seedMedia(db: Database): void {
  const products = db
    .prepare(
      `SELECT p.id, p.sku, p.url_key, p.type_id, p.visibility, pp.url_key AS parent_url_key,
              (SELECT c.url_key FROM category_products cp JOIN categories c ON c.id = cp.category_id
                WHERE cp.product_id = COALESCE(r.parent_id, p.id) ORDER BY c.level, c.position LIMIT 1) AS category
         FROM products p LEFT JOIN product_relations r ON r.child_id = p.id LEFT JOIN products pp ON pp.id = r.parent_id
        ORDER BY p.id`,
    )
    .all() as ProductLine[];
  const names = db.prepare("SELECT store_code, name FROM product_texts WHERE product_id = ?");
  const insMedia = db.prepare(
    `INSERT INTO product_media (product_id, media_type, file, position, disabled, roles, frames, video_provider, video_url,
       video_title, video_description) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insLabel = db.prepare(
    "INSERT INTO product_media_labels (media_id, store_code, label, video_title, video_description) VALUES (?, ?, ?, ?, ?)",
  );
  db.transaction(() => {
    db.exec("DELETE FROM product_media_labels; DELETE FROM product_media;");
    for (const p of products) {
      const texts = names.all(p.id) as Array<{ store_code: string; name: string }>;
      const add = (
        view: keyof (typeof LABELS)[""],
        file: string,
        position: number,
        extra: { roles?: string; disabled?: boolean; frames?: string[]; video?: string } = {},
      ) => {
        const english = texts.find((t) => t.store_code === "")?.name ?? p.sku;
        const id = insMedia.run(
          p.id,
          extra.frames ? "image360" : extra.video ? "external-video" : "image",
          file,
          position,
          extra.disabled ? 1 : 0,
          extra.roles ?? "",
          extra.frames ? JSON.stringify(extra.frames) : null,
          extra.video ? "local" : null,
          extra.video ?? null,
          extra.video ? VIDEO_TEXTS[""].title.replace("{name}", english) : null,
          extra.video ? VIDEO_TEXTS[""].description.replace("{name}", english) : null,
        ).lastInsertRowid;
        for (const t of texts) {
          const labels = LABELS[t.store_code];
          const video = extra.video ? VIDEO_TEXTS[t.store_code] : undefined;
          const named = (text: string | undefined) => (text ? text.replace("{name}", t.name) : null);
          if (labels)
            insLabel.run(id, t.store_code, named(labels[view]), named(video?.title), named(video?.description));
        }
      };
      const key = p.url_key;
      add("front", mediaFilePath(`${key}-front`), 1, { roles: "image,small_image,thumbnail,swatch_image" });
      // a variant shows its own flavour and size; its other pictures are the parent's
      if (p.parent_url_key) continue;
      add("back", mediaFilePath(`${key}-back`), 2);
      add("closeup", mediaFilePath(`${key}-closeup`), 3);
      if (VIDEO_PRODUCTS.includes(key))
        add("video", mediaFilePath(`${key}-video`), 4, { video: mediaFilePath(`${key}-turntable`, "webm") });
      if (SPIN_PRODUCTS.includes(key)) {
        const frames = Array.from({ length: SPIN_FRAMES }, (_, i) =>
          mediaFilePath(`${key}-360-${String(i + 1).padStart(2, "0")}`),
        );
        add("spin", frames[0], 5, { frames });
      }
      if (DISABLED_IMAGE_PRODUCTS.includes(key)) add("front", mediaFilePath(`${key}-old`), 6, { disabled: true });
    }
    // Magento keeps a category's picture under media/catalog/category/; the attribute holds the file name.
    db.prepare("UPDATE categories SET image = NULL").run();
    db.prepare("UPDATE categories SET image = url_key || '.webp' WHERE level = 2 AND url_key IS NOT NULL").run();
  })();
}
