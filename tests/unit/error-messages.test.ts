import { describe, expect, it } from "vitest";
import { failureMessages } from "~/commerce/error-messages";
import { CommerceError } from "~/commerce/errors";

const NETWORK = "We could not reach the shop.";

describe("failureMessages", () => {
  it("gives one notice per GraphQL error message", () => {
    const error = new CommerceError("graphql", ["The requested qty is not available", "Product not found"]);
    expect(failureMessages(error, NETWORK, "cart").map((m) => [m.type, m.text, m.area])).toEqual([
      ["error", "The requested qty is not available", "cart"],
      ["error", "Product not found", "cart"],
    ]);
  });

  it("says 'Error message not found.' for an error without a message", () => {
    expect(failureMessages(new CommerceError("graphql", []), NETWORK).map((m) => m.text)).toEqual([
      "Error message not found.",
    ]);
    expect(failureMessages({ kind: "graphql", messages: ["  "] }, NETWORK).map((m) => m.text)).toEqual([
      "Error message not found.",
    ]);
  });

  it("prefixes authorisation errors with 'Authentication Required: '", () => {
    const error = new CommerceError("graphql", ["The current customer isn't authorized."], ["graphql-authorization"]);
    expect(failureMessages(error, NETWORK)[0].text).toBe(
      "Authentication Required: The current customer isn't authorized.",
    );
  });

  it("keeps network failures apart from GraphQL errors: one notice, not the raw message", () => {
    expect(failureMessages(new CommerceError("network", ["fetch failed"]), NETWORK).map((m) => m.text)).toEqual([
      NETWORK,
    ]);
    expect(failureMessages(new CommerceError("timeout", ["timed out"]), NETWORK).map((m) => m.text)).toEqual([NETWORK]);
  });
});
