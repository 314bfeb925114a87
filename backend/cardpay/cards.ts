// What the provider checks on a card before it asks the (pretend) bank: the number (Luhn, a brand it
// accepts), the expiry and the security code. The test cards decide the bank's answer (ADR 0031).

export type CardBrand = "Visa" | "Mastercard" | "American Express";

export type CardOutcome = "approve" | "decline" | "challenge";

/** The provider's test cards; any other valid number is approved. */
export const TEST_CARDS: Record<string, CardOutcome> = {
  "4242424242424242": "approve",
  "4000000000000002": "decline",
  "4000000000003220": "challenge",
};

/** The one-time code that passes the 3-D Secure style challenge. */
export const CHALLENGE_CODE = "1234";

export type CardFieldError =
  "numberInvalid" | "brandUnsupported" | "expiryInvalid" | "expired" | "cvcInvalid" | "nameRequired";

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

/** What is kept of a card: never its number or security code. */
export interface CardFacts {
  brand: CardBrand;
  last4: string;
  /** MM/YYYY, the Vault's expirationDate */
  expiry: string;
  holder: string;
  outcome: CardOutcome;
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function brandOf(digits: string): CardBrand | null {
  if (/^4\d{12}(\d{3}){0,2}$/.test(digits)) return "Visa";
  if (/^(5[1-5]\d{14}|2(2[2-9]|[3-6]\d|7[01])\d{12}|2720\d{12})$/.test(digits)) return "Mastercard";
  if (/^3[47]\d{13}$/.test(digits)) return "American Express";
  return null;
}

/** "MM/YY" or "MM/YYYY" (spaces allowed) as [month, full year], or null. */
export function parseExpiry(value: string): [number, number] | null {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!m) return null;
  const month = Number(m[1]);
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  return month >= 1 && month <= 12 ? [month, year] : null;
}

/** The card's facts, or the errors to show next to its fields. */
export function checkCard(
  input: CardInput,
  now = new Date(),
):
  | { card: CardFacts; errors?: undefined }
  | { card?: undefined; errors: Partial<Record<keyof CardInput, CardFieldError>> } {
  const errors: Partial<Record<keyof CardInput, CardFieldError>> = {};
  const digits = input.number.replace(/[\s-]/g, "");
  const brand = /^\d{12,19}$/.test(digits) && luhnValid(digits) ? brandOf(digits) : null;
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) errors.number = "numberInvalid";
  else if (!brand) errors.number = "brandUnsupported";
  const expiry = parseExpiry(input.expiry);
  if (!expiry) errors.expiry = "expiryInvalid";
  else {
    const [month, year] = expiry;
    // A card is valid to the end of its expiry month.
    if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) errors.expiry = "expired";
  }
  const cvcLength = brand === "American Express" ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(input.cvc.trim())) errors.cvc = "cvcInvalid";
  const holder = input.name.trim().replace(/\s+/g, " ").slice(0, 100);
  if (!holder) errors.name = "nameRequired";
  if (Object.keys(errors).length || !brand || !expiry) return { errors };
  return {
    card: {
      brand,
      last4: digits.slice(-4),
      expiry: `${String(expiry[0]).padStart(2, "0")}/${expiry[1]}`,
      holder,
      outcome: TEST_CARDS[digits] ?? "approve",
    },
  };
}
