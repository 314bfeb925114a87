// Customer passwords, hashed with scrypt (node:crypto): `scrypt$N$r$p$salt$hash`, the parameters kept
// with the hash so that they can be raised later without invalidating stored passwords.
import { randomBytes, scryptSync, timingSafeEqual } from "node:crypto";

const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, KEY_LENGTH, { N, r: R, p: P });
  return ["scrypt", N, R, P, salt.toString("base64"), hash.toString("base64")].join("$");
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
