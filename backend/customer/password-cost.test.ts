// The cost of customer password hashes: production's scrypt parameters stay as they are; only a
// process that is not a production one honours the test kit's cheaper cost (tests/setup/test-env.ts).
import { describe, expect, it } from "vitest";
import { hashPassword, PRODUCTION_SCRYPT, scryptParameters, verifyPassword } from "./passwords.js";
import { DEMO_CUSTOMER } from "../seed/fixtures-customers.js";
import { baseDatabase } from "../../tests/setup/base-database.js";

const costOf = (stored: string) => stored.split("$").slice(1, 4).map(Number);

describe("password hashing cost", () => {
  it("is production's scrypt (N 2^14, r 8, p 1) when nothing is set", () => {
    expect(PRODUCTION_SCRYPT).toEqual({ N: 16384, r: 8, p: 1 });
    expect(scryptParameters({})).toEqual({ N: 16384, r: 8, p: 1 });
  });

  it("ignores the test cost in a production process", () => {
    expect(scryptParameters({ NODE_ENV: "production", TEST_PASSWORD_HASH_COST: "4" })).toEqual(PRODUCTION_SCRYPT);
  });

  it("lowers only N outside production, never above production's, and refuses nonsense", () => {
    expect(scryptParameters({ NODE_ENV: "test", TEST_PASSWORD_HASH_COST: "4" })).toEqual({ N: 16, r: 8, p: 1 });
    for (const bad of ["15", "0", "-3", "2.5", "cheap"])
      expect(() => scryptParameters({ TEST_PASSWORD_HASH_COST: bad }), bad).toThrow(/TEST_PASSWORD_HASH_COST/);
  });

  it("is the test kit's in this run: new hashes and the seeded customers cost microseconds", () => {
    expect(process.env.TEST_PASSWORD_HASH_COST).toBe("4");
    const stored = hashPassword("Strong-Pass-2026");
    expect(costOf(stored)).toEqual([16, 8, 1]);
    expect(verifyPassword("Strong-Pass-2026", stored)).toBe(true);
    expect(verifyPassword("Strong-Pass-2027", stored)).toBe(false);
    const db = baseDatabase();
    const demo = db.prepare("SELECT password_hash FROM customers WHERE email = ?").get(DEMO_CUSTOMER.email) as {
      password_hash: string;
    };
    db.close();
    expect(costOf(demo.password_hash)).toEqual([16, 8, 1]);
    expect(verifyPassword(DEMO_CUSTOMER.password, demo.password_hash)).toBe(true);
  });

  it("still verifies a hash stored at production's cost (its parameters travel with it)", () => {
    // made with production's parameters and a fixed salt: what a customer's row in the shop holds
    const stored = "scrypt$16384$8$1$c2FsdHNhbHRzYWx0c2FsdA==$fnCzI6dEY/Lb4o06INs17pujrAdNZCCMzWfxBCyBXB0=";
    expect(verifyPassword("Strong-Pass-2026", stored)).toBe(true);
    expect(verifyPassword("Strong-Pass-2027", stored)).toBe(false);
  });
});
