// What the generated media are drawn from: each media row with its product's name, flavour, size and
// first category, the categories' images and the packs a category picture shows. Read when the plan
// of files is made (after the rows change), so each statement is prepared when it is needed.
import type { Database } from "better-sqlite3";

export interface ProductArtRow {
  file: string;
  media_type: string;
  frames: string | null;
  video_url: string | null;
  url_key: string;
  name: string;
  category: string | null;
  flavour_code: string | null;
  flavour: string | null;
  size_label: string | null;
  first_flavour_code: string | null;
  first_flavour: string | null;
}

/** A pack drawn in a category's or the home page's picture. */
export type PackArtRow = Pick<
  ProductArtRow,
  "url_key" | "name" | "category" | "flavour_code" | "flavour" | "size_label"
>;

const PACKS_SQL = (where: string) =>
  `SELECT p.url_key, COALESCE(t.name, p.sku) AS name, NULL AS flavour_code, NULL AS flavour, NULL AS size_label,
          (SELECT c.url_key FROM category_products cp2 JOIN categories c ON c.id = cp2.category_id
            WHERE cp2.product_id = p.id ORDER BY c.level, c.position LIMIT 1) AS category
     FROM products p LEFT JOIN product_texts t ON t.product_id = p.id AND t.store_code = ''
    WHERE p.visibility = 4 AND p.type_id != 'bundle' AND ${where} LIMIT ?`;

export type MediaRepository = ReturnType<typeof createMediaRepository>;

export function createMediaRepository(db: Database) {
  return {
    /** Every media row with what its picture shows (a variant's parent's name and category). */
    productArt: () =>
      db
        .prepare(
          `SELECT m.file, m.media_type, m.frames, m.video_url, COALESCE(pp.url_key, p.url_key) AS url_key,
                COALESCE(t.name, p.sku) AS name, fo.code AS flavour_code, fl.label AS flavour, sl.label AS size_label,
                (SELECT c.url_key FROM category_products cp JOIN categories c ON c.id = cp.category_id
                  WHERE cp.product_id = COALESCE(r.parent_id, p.id) ORDER BY c.level, c.position LIMIT 1) AS category,
                (SELECT o.code FROM product_relations r2 JOIN products c2 ON c2.id = r2.child_id
                   JOIN attribute_options o ON o.id = c2.flavours WHERE r2.parent_id = p.id ORDER BY r2.position LIMIT 1) AS first_flavour_code,
                (SELECT l.label FROM product_relations r2 JOIN products c2 ON c2.id = r2.child_id
                   JOIN attribute_option_labels l ON l.option_id = c2.flavours AND l.store_code = ''
                  WHERE r2.parent_id = p.id ORDER BY r2.position LIMIT 1) AS first_flavour
           FROM product_media m JOIN products p ON p.id = m.product_id
           LEFT JOIN product_relations r ON r.child_id = p.id
           LEFT JOIN products pp ON pp.id = r.parent_id
           LEFT JOIN product_texts t ON t.product_id = COALESCE(r.parent_id, p.id) AND t.store_code = ''
           LEFT JOIN attribute_options fo ON fo.id = p.flavours
           LEFT JOIN attribute_option_labels fl ON fl.option_id = p.flavours AND fl.store_code = ''
           LEFT JOIN attribute_option_labels sl ON sl.option_id = p.size AND sl.store_code = ''`,
        )
        .all() as ProductArtRow[],
    categoryImages: () =>
      db.prepare("SELECT id, url_key, image FROM categories WHERE image IS NOT NULL").all() as Array<{
        id: number;
        url_key: string;
        image: string;
      }>,
    /** Visible packs (no bundles) of the category or a category below it, in its order. */
    packsOfCategory: (categoryId: number, limit: number) =>
      db
        .prepare(
          PACKS_SQL(
            "p.id IN (SELECT cp.product_id FROM category_products cp JOIN categories k ON k.id = cp.category_id WHERE k.id = ? OR k.parent_id = ? ORDER BY cp.position)",
          ),
        )
        .all(categoryId, categoryId, limit) as PackArtRow[],
    /** Visible packs (no bundles) of the whole catalogue. */
    packs: (limit: number) => db.prepare(PACKS_SQL("1 = 1")).all(limit) as PackArtRow[],
  };
}
