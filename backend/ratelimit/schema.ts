// The shared state's tables: the rate-limit counters (rate-limiter-flexible's) and single-use marks.
/** The tables (backend migration, and a storefront's own file with a remote backend). */
export const SHARED_STATE_SQL = `
  CREATE TABLE IF NOT EXISTS rate_limiter_counters (
    key TEXT PRIMARY KEY,
    points INTEGER NOT NULL DEFAULT 0,
    expire INTEGER
  );
  CREATE TABLE IF NOT EXISTS shared_keys (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL,
    expires_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS shared_keys_expiry ON shared_keys (expires_at);
`;
