// What the basket offers beside its lines: cross-sell rules, personalised offers, reward products
// and supersize upgrades (the shop's own modules; SPEC §3 "Cart", "Reward", "Cross-sell product").
//
// TODO(issue 9, basket extras): the rules, their seed, and the extension mutations.
import type { Database } from "better-sqlite3";

export function createBasketExtrasService(_db: Database) {
  return {};
}

export type BasketExtrasService = ReturnType<typeof createBasketExtrasService>;
