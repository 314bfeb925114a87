// The environment every test process runs with, set by vitest.config.ts, vitest.security.config.ts
// and playwright.config.ts before their workers start (workers and the servers they spawn inherit it;
// a value already set wins).
// - TEST_PASSWORD_HASH_COST: scrypt's N is 2^4 instead of production's 2^14 for the seeded customers
//   of the base database and for any hash made outside a production process (backend/customer/
//   passwords.ts): each sign-in costs microseconds instead of tens of milliseconds of CPU. A server
//   with NODE_ENV=production ignores it for the hashes it makes.
export const TEST_ENV = { TEST_PASSWORD_HASH_COST: "4" } as const;

export function applyTestEnv(): void {
  for (const [name, value] of Object.entries(TEST_ENV)) process.env[name] ??= value;
}
