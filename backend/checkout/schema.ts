// Migration 14, the checkout steps' own tables: none were needed (the steps keep the email, the
// addresses and the chosen methods on the quote module's carts table, as Magento keeps them on its
// quote), so the step changes nothing. It stays in the list: databases in use passed its version.
import type { Database } from "better-sqlite3";

export function checkoutMigration(_db: Database): void {}
