// The German store's own texts (store configuration, privacy page, geo suggestion, bundle option
// titles) speak to the shopper with "Sie", like the storefront's translations.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../../backend/index.js";
import { PRIVACY_PAGE } from "../../backend/seed/fixtures.js";
import { informalTexts } from "../support/german-address";
import { gql, newBackend } from "../support/backend-helpers.js";

let backend: EmbeddedBackend;
beforeAll(() => {
  backend = newBackend();
});
afterAll(() => backend.close());

const DE = { Store: "de" };

describe("German store texts say Sie", () => {
  it("in the store configuration", async () => {
    const d = await gql(
      backend,
      `{ storeConfig {
      free_delivery_progress_text free_delivery_success_text delivery_timer { delivery_time }
      preferences_popup_title preferences_popup_text preferences_popup_button
      cookie_consent_text newsletter_popup_discount customs_warning_message customs_warning_popup_title customs_warning_popup_text
    } }`,
      {},
      DE,
    );
    expect(informalTexts(d.storeConfig)).toEqual([]);
  });

  it("on the privacy page", async () => {
    const d = await gql(
      backend,
      `query($id: String) { cmsPage(identifier: $id) { title content content_heading meta_title meta_description } }`,
      { id: PRIVACY_PAGE.identifier },
      DE,
    );
    expect(informalTexts(d.cmsPage)).toEqual([]);
  });

  it("in the geo-store suggestion", async () => {
    const d = await gql(
      backend,
      `{ sessionData { geo_store { popup_title popup_subline popup_button popup_copy1 popup_copy2 } } }`,
      {},
      { "CF-IPCountry": "DE" },
    );
    expect(informalTexts(d.sessionData.geo_store)).toEqual([]);
  });

  it("in bundle option titles", async () => {
    const d = await gql(
      backend,
      `{ products(filter: { category_id: { in: ["3", "4", "5", "6", "7", "8"] } }, pageSize: 100) { items { name ... on BundleProduct { items { title } } } } }`,
      {},
      DE,
    );
    expect(d.products.items.length).toBeGreaterThan(0);
    expect(informalTexts(d.products.items)).toEqual([]);
  });
});
