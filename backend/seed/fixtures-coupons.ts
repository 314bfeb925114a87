// The demo cart price rules' codes and amounts, for tests and the README's "Demo data".
// Amounts are in the store view's base currency (£ in the UK store, € in the euro stores, $ in the US).
export const COUPONS = {
  /** 10 % off every line */
  welcome: { code: "WELCOME10", percent: 10 },
  /** 5 off the cart (spread over the lines) when the subtotal is 40 or more */
  save5: { code: "SAVE5", amount: 5, minSubtotal: 40 },
  /** free delivery, no discount on the items */
  freeShip: { code: "FREESHIP" },
  /** 2 off each item */
  twoOff: { code: "TWOOFF", amount: 2 },
  /** 20 %, ended on 2025-08-31 */
  expired: { code: "SUMMER20", percent: 20, toDate: "2025-08-31" },
  /** 15 %, starts on 2099-09-01 */
  notYet: { code: "AUTUMN", percent: 15, fromDate: "2099-09-01" },
  /** 50 %, its one use already taken */
  usedUp: { code: "ONEUSE", percent: 50 },
  /** 25 %, one use left (the "two carts at once" case) */
  lastOne: { code: "LASTONE", percent: 25 },
  /** 5 % once per customer, signed-in customers only */
  members: { code: "MEMBERS5", percent: 5 },
} as const;
