import { describe, expect, it } from "vitest";
import { parseEnv } from "~/env.server";

describe("BACKEND_SCHEMA", () => {
  it("is the extended schema unless stock Magento's is asked for", () => {
    expect(parseEnv({ NODE_ENV: "test" }).BACKEND_SCHEMA).toBe("extended");
    expect(parseEnv({ NODE_ENV: "test", BACKEND_SCHEMA: "" }).BACKEND_SCHEMA).toBe("extended");
    expect(parseEnv({ NODE_ENV: "test", BACKEND_SCHEMA: "magento-core" }).BACKEND_SCHEMA).toBe("magento-core");
  });

  it.each(["core", "magento", "MAGENTO-CORE"])("refuses %s at start-up with the values it takes", (value) => {
    expect(() => parseEnv({ NODE_ENV: "test", BACKEND_SCHEMA: value })).toThrow(
      /BACKEND_SCHEMA: either "extended" \(the default\) or "magento-core"/,
    );
  });
});
