// The only redirect target outside the shop's own paths (ADR 0031): the card
// provider's hosted page, on the commerce backend's public origin and nowhere else.
import { describe, expect, it } from "vitest";
import { hostedPageLocation } from "~/features/checkout/card-payment.server";

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
