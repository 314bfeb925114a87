// Amounts: every currency of the shop has precision 2, and Magento rounds half away from zero.

/** Round half away from zero to 2 decimals. */
export const round2 = (n: number) => Math.round((n + Number.EPSILON * Math.sign(n)) * 100) / 100;

/** The VAT a gross amount (VAT included) holds at `rate`, rounded to the cent. */
export const vatIn = (gross: number, rate: number) => round2((gross * rate) / (1 + rate));

/**
 * A gross amount without its VAT: the gross less the rounded VAT it holds, as Magento works out a
 * net price from a price that includes tax. Net and VAT then add up to the gross to the cent;
 * dividing and rounding each on its own can leave them a penny apart.
 */
export const netOf = (gross: number, rate: number) => round2(gross - vatIn(gross, rate));

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
