// Customer passwords, hashed with scrypt (node:crypto): `scrypt$N$r$p$salt$hash`, the parameters kept
// with the hash so that they can be raised later without invalidating stored passwords.
import { randomBytes, scryptSync, timingSafeEqual } from "node:crypto";

/** Production's cost: N = 2^14 (16 MiB and tens of milliseconds a hash), r = 8, p = 1. */
export const PRODUCTION_SCRYPT = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

export interface ScryptParameters {
  N: number;
  r: number;
  p: number;
}

/**
 * The cost of new hashes: production's, unless TEST_PASSWORD_HASH_COST (log2 of N, 1 to 14) is set in
 * a process that is not a production one. The test kit sets it so that its thousands of sign-ins and
 * seeded customers cost microseconds; a server with NODE_ENV=production ignores it, and nothing can
 * raise N above production's or change r and p.
 */
export function scryptParameters(env: Record<string, string | undefined> = process.env): ScryptParameters {
  const cost = env.TEST_PASSWORD_HASH_COST;
  if (!cost || env.NODE_ENV === "production") return { ...PRODUCTION_SCRYPT };
  const log2 = Number(cost);
  if (!Number.isInteger(log2) || log2 < 1 || 2 ** log2 > PRODUCTION_SCRYPT.N)
    throw new Error(`TEST_PASSWORD_HASH_COST must be a whole number from 1 to 14, not "${cost}"`);
  return { ...PRODUCTION_SCRYPT, N: 2 ** log2 };
}

/** The stored form of `password` hashed with `salt` (the seed passes a fixed one, so its runs agree). */
export function hashPasswordWithSalt(password: string, salt: Buffer): string {
  const { N, r, p } = scryptParameters();
  const hash = scryptSync(password, salt, KEY_LENGTH, { N, r, p });
  return ["scrypt", N, r, p, salt.toString("base64"), hash.toString("base64")].join("$");
}

export function hashPassword(password: string): string {
  return hashPasswordWithSalt(password, randomBytes(16));
}

/** Whether `password` matches `stored`; compared in constant time, false for a malformed hash. */
export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const actual = scryptSync(password, Buffer.from(salt, "base64"), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A hash no password matches, checked when the email has no account: the answer then takes as long
 * as for a wrong password, so timing does not tell whether an email has an account.
 */
export const DUMMY_HASH = hashPassword(randomBytes(16).toString("hex"));
