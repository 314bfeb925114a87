import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../index.js";
import { gql, newBackend } from "../../tests/support/backend-helpers.js";

let backend: EmbeddedBackend;
beforeAll(() => {
  backend = newBackend();
});
afterAll(() => backend.close());

const CONFIG = `{ storeConfig {
  newsletter_popup_enabled newsletter_popup_delay newsletter_popup_cookie newsletter_popup_cookie_lifetime_yes
  newsletter_popup_cookie_lifetime_no newsletter_popup_gender newsletter_popup_firstname newsletter_popup_discount
  customs_warning_enabled customs_warning_message customs_warning_popup_enabled customs_warning_popup_title customs_warning_popup_text
  cookie_consent_enabled cookie_consent_text cookie_consent_cookie_name cookie_consent_lifetime
  tag_manager_enabled search_provider_enabled reviews_provider_enabled pixel_enabled address_lookup_enabled
  payment_provider_enabled maps_enabled affiliate_tracking_enabled error_logging_provider_enabled
} }`;
const config = async (store: string) => (await gql(backend, CONFIG, {}, { Store: store })).storeConfig;
const STORES = ["default", "ie", "us", "de", "es", "fr", "it"];

describe("storeConfig popups and consent", () => {
  it("has the newsletter popup settings", async () => {
    expect(await config("default")).toMatchObject({
      newsletter_popup_enabled: true,
      newsletter_popup_delay: 5,
      newsletter_popup_cookie: "pw_newsletter",
      newsletter_popup_cookie_lifetime_yes: 365,
      newsletter_popup_cookie_lifetime_no: 7,
      newsletter_popup_gender: false,
      newsletter_popup_firstname: false,
      newsletter_popup_discount: "10% off your first order",
    });
    expect((await config("de")).newsletter_popup_discount).toBe("10 % Rabatt auf Ihre erste Bestellung");
  });

  it("says which store views ask new subscribers to confirm by email", async () => {
    const query = `{ storeConfig { newsletter_confirmation_required } }`;
    expect((await gql(backend, query, {}, { Store: "de" })).storeConfig.newsletter_confirmation_required).toBe(true);
    expect((await gql(backend, query, {}, { Store: "default" })).storeConfig.newsletter_confirmation_required).toBe(
      false,
    );
  });

  it("warns about customs in the us store only", async () => {
    expect(await config("us")).toMatchObject({
      customs_warning_enabled: true,
      customs_warning_message:
        "Orders shipped to the United States may be subject to import duties and taxes, payable on delivery.",
      customs_warning_popup_enabled: true,
      customs_warning_popup_title: "Import duties and taxes",
    });
    expect((await config("us")).customs_warning_popup_text).toMatch(/import duties and taxes/);
    for (const s of STORES.filter((s) => s !== "us")) {
      expect(await config(s), s).toMatchObject({
        customs_warning_enabled: false,
        customs_warning_popup_enabled: false,
      });
    }
  });

  it("asks for cookie consent everywhere in the store's language; third parties are off", async () => {
    const texts = new Set<string>();
    for (const s of STORES) {
      const c = await config(s);
      expect(c, s).toMatchObject({
        cookie_consent_enabled: true,
        cookie_consent_cookie_name: "pw_cookie_consent",
        cookie_consent_lifetime: 365,
      });
      expect(c.cookie_consent_text.length).toBeGreaterThan(20);
      texts.add(c.cookie_consent_text);
      for (const [k, v] of Object.entries(c))
        if (
          k.endsWith("_provider_enabled") ||
          [
            "tag_manager_enabled",
            "pixel_enabled",
            "address_lookup_enabled",
            "maps_enabled",
            "affiliate_tracking_enabled",
          ].includes(k)
        )
          expect(v, `${s} ${k}`).toBe(false);
    }
    expect(texts.size).toBe(5); // en (default/ie/us) + de, es, fr, it
    expect((await config("de")).cookie_consent_text).toMatch(/^Wir verwenden Cookies/);
  });
});
