// The refund email says where the money goes, in the order's language, as the order's page does.
import { describe, expect, it } from "vitest";
import { refundMail } from "./mail-texts.js";

const refund = (lang: string, paidWith: { code: string; name: string }, locale?: string) =>
  refundMail(
    lang,
    {
      name: "Anna",
      shop: "Peak Whey",
      number: "000000042",
      amount: "39,99 €",
      paidWith,
      items: [{ qty: 1, name: "Impact Whey Protein" }],
    },
    locale,
  ).lines;

describe("the refund email", () => {
  it("names the card the order was paid with", () => {
    expect(refund("en", { code: "pwcard", name: "Visa ending 4242" })).toContain(
      "Refunded to the card you paid with (Visa ending 4242).",
    );
  });

  it("says it in the order's language, for each way to pay", () => {
    expect(refund("de", { code: "paypal_express", name: "PayPal" })).toEqual(
      expect.arrayContaining([
        "Wir haben Ihnen 39,99 € für Ihre Bestellung 000000042 erstattet.",
        "Auf Ihr PayPal-Konto erstattet.",
      ]),
    );
    expect(refund("fr", { code: "banktransfer", name: "Virement bancaire" })).toContain(
      "Remboursé par virement sur le compte depuis lequel vous avez payé.",
    );
  });

  it("names the shipping paid back as shipping to a US shopper and delivery to a British one", () => {
    const card = { code: "checkmo", name: "Check / Money order" };
    const mail = (locale: string) =>
      refundMail(
        "en",
        {
          name: "Alex",
          shop: "Peak Whey",
          number: "000000012",
          amount: "$5.00",
          paidWith: card,
          items: [],
          shipping: "$5.00",
        },
        locale,
      ).lines.join("\n");
    expect(mail("en_US")).toContain("Shipping: $5.00");
    expect(mail("en_GB")).toContain("Delivery: $5.00");
  });

  it("says check to a US shopper, as the US order page does, and cheque to a British one", () => {
    const cheque = { code: "checkmo", name: "Check / Money order" };
    expect(refund("en", cheque, "en_US")).toContain("Refunded by check, as you paid.");
    expect(refund("en", cheque, "en_GB")).toContain("Refunded by cheque, as you paid.");
  });

  it("names a way to pay it does not know as the order names it", () => {
    expect(refund("it", { code: "giftcard", name: "Gift card" })).toContain(
      "Rimborsato sul tuo metodo di pagamento originale (Gift card).",
    );
  });
});
