// Magento's X-Magento-Cache-Id (GraphQlCache's CacheIdCalculator): the SHA-256 of the request's
// cache-relevant context, so that a shared cache keys a GET query's answer on who may see it. The
// factors are Magento's: STORE and CURRENCY (StoreGraphQl), CUSTOMER_GROUP, CUSTOMER_TAX_RATE and
// IS_LOGGED_IN (CustomerGraphQl). Like Magento, the values are ordered by factor name, upper-cased,
// joined with "|" and followed by a secret salt (Magento's cache/graphql/id_salt in env.php), so
// nobody outside can work out the id of a context they are not in.
import { createHash, randomBytes } from "node:crypto";

export interface CacheIdFactors {
  store: string;
  currency: string;
  /** Magento's customer group id; 0 is NOT LOGGED IN */
  customerGroup: number;
  /** The tax rate the catalogue's prices are shown with: the store view's (prices do not vary by address). */
  taxRate: number;
  loggedIn: boolean;
}

/** Magento's guest group ("NOT LOGGED IN"). */
export const GUEST_GROUP = 0;

export function cacheIdOf(factors: CacheIdFactors, salt: string): string {
  const byName: Record<string, string> = {
    CURRENCY: factors.currency,
    CUSTOMER_GROUP: String(factors.customerGroup),
    CUSTOMER_TAX_RATE: String(factors.taxRate),
    IS_LOGGED_IN: factors.loggedIn ? "1" : "0",
    STORE: factors.store,
  };
  const values = Object.keys(byName)
    .sort()
    .map((name) => byName[name]);
  return createHash("sha256")
    .update(`${values.join("|").toUpperCase()}|${salt}`)
    .digest("hex");
}

/**
 * The salt: GRAPHQL_ID_SALT when set (every backend process of one shop must share it, as Magento's
 * env.php is shared), else the one this database keeps (made once, at random, on first use: every
 * process on one data folder agrees), else, when the database takes no write, one for this process.
 */
export function cacheIdSalt(explicit: string | undefined, kept: () => string): () => string {
  let salt = explicit || undefined;
  return () => {
    if (salt) return salt;
    try {
      salt = kept();
    } catch {
      salt = randomBytes(32).toString("base64url");
    }
    return salt;
  };
}
