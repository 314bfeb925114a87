// Magento's Money type: an amount in the request's display currency (one of Magento's currency codes).
import type { CurrencyEnum, Money } from "../generated/resolvers-types.js";
import { round2 } from "../shared/money.js";
import type { Ctx } from "./context.js";

export const moneyAnswer = (ctx: Ctx<never>, displayAmount: number): Money => ({
  value: round2(displayAmount),
  // The store's allowed currencies are ISO codes, which CurrencyEnum lists.
  currency: ctx.display.currency as CurrencyEnum,
});
