import { describe, expect, it } from "vitest";
import { parseEnv } from "~/env.server";

describe("PUBLIC_URL", () => {
  it("is kept as an origin", () => {
    expect(parseEnv({ NODE_ENV: "test", PUBLIC_URL: "https://shop.example/" }).PUBLIC_URL).toBe("https://shop.example");
    expect(parseEnv({ NODE_ENV: "test", PUBLIC_URL: "http://localhost:3000" }).PUBLIC_URL).toBe(
      "http://localhost:3000",
    );
  });

  it.each(["shop.example", "ftp://shop.example", "https://shop.example/de", "https://u:p@shop.example"])(
    "refuses %s at start-up",
    (value) => {
      expect(() => parseEnv({ NODE_ENV: "test", PUBLIC_URL: value })).toThrow(/PUBLIC_URL/);
    },
  );
});
