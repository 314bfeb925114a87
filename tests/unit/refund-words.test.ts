// Where a refund's money goes is said twice: on the order's page (the storefront, from its locale
// files) and in the refund email (the embedded backend's mail texts). The two layers never import
// each other, so each keeps its own table; these checks keep them saying the same thing.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { refundDestination } from "~/commerce/sales/orders";
import { refundDestinationOf, refundSentence } from "../../backend/owner/mail-texts";

const METHODS = [
  "pwcard",
  "pwcard_vault",
  "braintree",
  "braintree_cc_vault",
  "paypal_express",
  "braintree_paypal",
  "braintree_paypal_vault",
  "bnpl",
  "banktransfer",
  "cashondelivery",
  "checkmo",
  "free",
  "giftcard",
];

/** The mail's languages and the storefront locale whose words the order's page shows. */
const LANGUAGES = { en: "en-GB", de: "de-DE", es: "es-ES", fr: "fr-FR", it: "it-IT" };

const pageWords = (locale: string): Record<string, string> =>
  (JSON.parse(readFileSync(`locales/${locale}/orders.json`, "utf8")) as { order: { refundTo: Record<string, string> } })
    .order.refundTo;

describe("a refund's destination, on the order's page and in the email", () => {
  it("is the same for every way to pay", () => {
    for (const code of METHODS)
      expect(refundDestinationOf(code), code).toBe(
        refundDestination({ paymentMethods: [{ type: code, name: code }] } as never)!.destination,
      );
  });

  it("is said in the same words in each language", () => {
    for (const [lang, locale] of Object.entries(LANGUAGES)) {
      const words = pageWords(locale);
      for (const code of METHODS) {
        const destination = refundDestinationOf(code);
        expect(refundSentence(lang, code, "Visa ending 4242"), `${lang} ${code}`).toBe(
          words[destination]!.replace("{{method}}", "Visa ending 4242"),
        );
      }
    }
  });
});
