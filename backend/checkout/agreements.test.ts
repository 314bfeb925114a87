// checkoutAgreements: the shop's terms checkbox as Magento's CheckoutAgreement, in each store view.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmbeddedBackend } from "../index.js";
import { gql, newBackend } from "../../tests/support/backend-helpers.js";

let backend: EmbeddedBackend;
beforeAll(() => {
  backend = newBackend();
});
afterAll(() => backend.close());

const AGREEMENTS = `{ checkoutAgreements { agreement_id name content checkbox_text is_html mode } }`;

describe("checkoutAgreements", () => {
  it("gives the terms to tick by hand, with the terms page as content", async () => {
    const d = await gql(backend, AGREEMENTS);
    expect(d.checkoutAgreements).toHaveLength(1);
    expect(d.checkoutAgreements[0]).toMatchObject({
      agreement_id: 1,
      mode: "MANUAL",
      is_html: true,
      checkbox_text: "I have read and accept the terms and conditions and the privacy policy.",
    });
    expect(d.checkoutAgreements[0].content.length).toBeGreaterThan(100);
  });

  it("speaks the store view's language", async () => {
    const d = await gql(backend, AGREEMENTS, {}, { Store: "de" });
    expect(d.checkoutAgreements[0].checkbox_text).toBe(
      "Ich habe die AGB und die Datenschutzerklärung gelesen und akzeptiere sie.",
    );
    expect(d.checkoutAgreements[0].name).not.toBe("");
  });
});
