// The only redirect target outside the shop's own paths (ADR 0031): the card
// provider's hosted page, on the commerce backend's public origin and nowhere else.
import { describe, expect, it } from "vitest";
import { hostedPageLocation } from "~/features/checkout/card-payment.server";
import { documentPolicy } from "~/http/security-headers.server";

const ID = "AbCdEfGhIjKlMnOpQrStUvWxYz012345";
const embedded = { publicUrl: "https://shop.example", commerceUrl: "http://127.0.0.1:3000" };
const remote = { publicUrl: "https://shop.example", commerceUrl: "https://commerce.example" };

describe("hostedPageLocation", () => {
  it("answers our own path for the embedded provider's page on the shop's origin", () => {
    expect(hostedPageLocation(`https://shop.example/pwcard/pay/${ID}`, embedded)).toBe(`/pwcard/pay/${ID}`);
  });

  it("answers the whole address on a separate backend's origin", () => {
    expect(hostedPageLocation(`https://commerce.example/pwcard/pay/${ID}`, remote)).toBe(
      `https://commerce.example/pwcard/pay/${ID}`,
    );
  });

  it("takes the backend's public origin when the shop reaches it at a private address", () => {
    const split = { ...remote, commerceUrl: "http://backend:3100", commercePublicUrl: "https://backend.shop.example" };
    expect(hostedPageLocation(`https://backend.shop.example/pwcard/pay/${ID}`, split)).toBe(
      `https://backend.shop.example/pwcard/pay/${ID}`,
    );
    // The private address is no page a shopper's browser could open.
    expect(hostedPageLocation(`http://backend:3100/pwcard/pay/${ID}`, split)).toBeNull();
  });

  it("lets review and pay's form lead to the provider's origin (without JavaScript, a post answered by a redirect)", () => {
    expect(documentPolicy("n", [], ["https://backend.shop.example"])).toContain(
      "form-action 'self' https://backend.shop.example;",
    );
    expect(documentPolicy("n")).toContain("form-action 'self';");
  });

  it("refuses any other origin, path or shape", () => {
    for (const target of [
      `https://evil.example/pwcard/pay/${ID}`,
      `https://shop.example.evil.example/pwcard/pay/${ID}`,
      `https://shop.example/checkout/review`,
      `https://shop.example/pwcard/pay/${ID}/../../account`,
      `https://shop.example/pwcard/pay/${ID}?next=https://evil.example`,
      `https://user@shop.example/pwcard/pay/${ID}`,
      `//evil.example/pwcard/pay/${ID}`,
      `/pwcard/pay/${ID}`,
      `javascript:alert(1)`,
      42,
      undefined,
    ]) {
      expect(hostedPageLocation(target, remote), String(target)).toBeNull();
    }
  });
});
