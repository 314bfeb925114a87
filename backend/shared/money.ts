// Amounts: every currency of the shop has precision 2, and Magento rounds half away from zero.

/** Round half away from zero to 2 decimals. */
export const round2 = (n: number) => Math.round((n + Number.EPSILON * Math.sign(n)) * 100) / 100;

/** What a request sees prices in: its display currency and the rate from the store's base currency. */
export interface DisplayCurrency {
  currency: string;
  /** base currency -> display currency */
  rate: number;
}

/** Convert a base-currency amount into the display currency. */
export const toDisplay = (display: DisplayCurrency, amount: number) => round2(amount * display.rate);

export interface Money {
  value: number;
  currency: string;
}

export const money = (display: DisplayCurrency, displayAmount: number): Money => ({
  value: round2(displayAmount),
  currency: display.currency,
});
