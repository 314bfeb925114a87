// Categories as a Magento 2.4.7 client (PWA Studio) reads them: every field of CategoryInterface and
// CategoryTree, and the category attributes Magento adds at runtime, answered with real values.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../index.js";
import { gql, newBackend } from "../../tests/support/backend-helpers.js";
import { categoryAttributesMigration } from "./category-attributes-schema.js";
import Database from "better-sqlite3";

let backend: EmbeddedBackend;
beforeAll(() => {
  backend = newBackend({ storefrontUrl: "https://shop.example", mediaBaseUrl: "https://shop.example/media/" });
});
afterAll(() => backend.close());

// PWA Studio's navigation menu (Venia's GetNavigationMenu) and mega menu (getMegaMenu).
const GET_NAVIGATION_MENU = `query GetNavigationMenu($id: Int!) {
  category(id: $id) {
    id name
    children { children_count id uid include_in_menu name position url_path url_suffix }
    include_in_menu url_path url_suffix
  }
}`;
const GET_MEGA_MENU = `query getMegaMenu {
  categoryList {
    uid name
    children {
      uid include_in_menu name position url_path url_suffix
      children { uid include_in_menu name position url_path url_suffix children { uid include_in_menu name position url_path url_suffix } }
    }
  }
}`;
// Venia's category page (GetCategory / getCategoryData) and its meta data.
const GET_CATEGORY = `query GetCategoryList($id: String!) {
  categories(filters: { category_uid: { in: [$id] } }) {
    items {
      uid id name description url_key url_path url_suffix canonical_url path path_in_store position level
      created_at updated_at product_count default_sort_by available_sort_by display_mode is_anchor
      include_in_menu landing_page children_count image meta_title meta_keywords meta_description
      cms_block { identifier }
      breadcrumbs { category_uid category_name category_level category_url_key category_url_path }
      children { uid }
      products(pageSize: 2) { total_count items { sku } }
    }
  }
}`;

describe("category fields", () => {
  it("answer PWA Studio's navigation and mega menu queries without errors", async () => {
    const nav = (await gql(backend, GET_NAVIGATION_MENU, { id: 2 })).category;
    expect(nav.include_in_menu).toBe(1);
    const protein = nav.children.find((c: { url_path: string }) => c.url_path === "protein");
    expect(protein).toMatchObject({ include_in_menu: 1, children_count: "2", url_suffix: "" });
    expect(typeof protein.position).toBe("number");
    const mega = (await gql(backend, GET_MEGA_MENU)).categoryList;
    expect(mega[0].children.map((c: { url_path: string }) => c.url_path)).toContain("protein");
  });

  it("answer every field of a category page with a real value, as Magento does", async () => {
    const uid = Buffer.from("9").toString("base64");
    const [whey] = (await gql(backend, GET_CATEGORY, { id: uid }, { Store: "de" })).categories.items;
    expect(whey).toMatchObject({
      uid,
      id: 9,
      url_path: "protein/whey-protein",
      url_key: "whey-protein",
      path: "1/2/3/9",
      level: 3,
      display_mode: "PRODUCTS",
      is_anchor: 1,
      include_in_menu: 1,
      children_count: "0",
      landing_page: null,
      cms_block: null,
      default_sort_by: "position",
      available_sort_by: ["position", "name", "price"],
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      breadcrumbs: [expect.objectContaining({ category_url_path: "protein", category_level: 2 })],
    });
    expect(whey.product_count).toBeGreaterThan(0);
    expect(whey.products.total_count).toBe(whey.product_count);
    for (const field of ["name", "meta_title", "meta_description"]) expect(whey[field], field).toBeTruthy();
  });

  it("give the category picture as an absolute media URL", async () => {
    const items = (await gql(backend, `{ categories(pageSize: 50) { items { children { url_path image } } } }`))
      .categories.items[0].children as Array<{ image: string | null }>;
    const images = items.map((c) => c.image).filter(Boolean);
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(image).toMatch(/^https:\/\/shop\.example\/media\/catalog\/category\//);
  });
});

describe("the category attributes migration", () => {
  it("gives a database seeded before it Magento's defaults, and runs twice harmlessly", () => {
    const db = new Database(":memory:");
    db.exec(`CREATE TABLE categories (id INTEGER PRIMARY KEY, path TEXT NOT NULL);
      INSERT INTO categories (id, path) VALUES (2, '1/2');`);
    categoryAttributesMigration(db);
    categoryAttributesMigration(db);
    expect(db.prepare("SELECT * FROM categories").get()).toMatchObject({
      display_mode: "PRODUCTS",
      landing_page: null,
      available_sort_by: null,
      created_at: "2025-01-01 00:00:00",
    });
    db.close();
  });
});
