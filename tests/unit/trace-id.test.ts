import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { traceId } from "~/errors/trace-id.server";

const input = {
  message: "Cannot read properties of null",
  url: "https://shop.test/products/x",
  userAgent: "Firefox",
  timestamp: "2026-11-21T10:00:00.000Z",
};

describe("traceId", () => {
  it("is the HMAC-SHA256 of error text, URL, user agent and time under the server secret", () => {
    const expected = createHmac("sha256", "secret-one")
      .update([input.message, input.url, input.userAgent, input.timestamp].join("\n"))
      .digest("hex");
    expect(traceId(input, "secret-one")).toBe(expected);
    expect(traceId(input, "secret-one")).toMatch(/^[0-9a-f]{64}$/);
  });

  it("changes with any input and with the secret", () => {
    const base = traceId(input, "secret-one");
    expect(traceId(input, "secret-two")).not.toBe(base);
    for (const key of ["message", "url", "userAgent", "timestamp"] as const) {
      expect(traceId({ ...input, [key]: `${input[key]}!` }, "secret-one")).not.toBe(base);
    }
  });
});
