// The bank transfer's payee (ADR 0030, update): who the shopper pays and into which account, from
// the store configuration (Magento's payment/banktransfer/* paths, store values over the defaults),
// never from the storefront's texts. The shop's own company, with one account per currency the shop
// sells in: the order's display currency picks it (a UK order paid in euros goes to the euro account).
// The method copies the details onto the order when it is placed, so an order always shows the account
// it was asked to be paid into, even after the configuration changes.
import type { StoreRepository, StoreView } from "../store/repository.js";

export const BANK_TRANSFER_PAYEE_PATH = "payment/banktransfer/payee";
export const BANK_TRANSFER_ACCOUNTS_PATH = "payment/banktransfer/accounts";

/** An account's details as a bank asks for them: IBAN and BIC, or a UK sort code, or a US routing number. */
export interface BankAccount {
  iban?: string;
  bic?: string;
  sort_code?: string;
  account_number?: string;
  routing_number?: string;
}

/** The order's payment facts a bank transfer keeps, in the order they are shown. */
export const BANK_DETAIL_KEYS = ["payee", "iban", "bic", "sort_code", "routing_number", "account_number"] as const;
export type BankDetailKey = (typeof BANK_DETAIL_KEYS)[number];
export type BankDetails = Partial<Record<BankDetailKey, string>>;

/**
 * The shop's legal name and its accounts (fake, but in valid formats with valid check digits: the
 * IBANs pass ISO 13616's mod 97, the routing number the ABA checksum), seeded by a migration.
 */
export const BANK_TRANSFER_SEED = {
  [BANK_TRANSFER_PAYEE_PATH]: "Peak Whey Ltd",
  [BANK_TRANSFER_ACCOUNTS_PATH]: {
    GBP: {
      sort_code: "99-00-01",
      account_number: "12345678",
      iban: "GB51 PEAK 9900 0112 3456 78",
      bic: "PEAKGB2L",
    },
    EUR: { iban: "IE63 PEAK 9900 0187 6543 21", bic: "PEAKIE2D" },
    USD: { routing_number: "123456780", account_number: "000123456789" },
  } satisfies Record<string, BankAccount>,
} as const;

const text = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : null);

/** Who to pay and where, for an order of this store view in this currency; null when not configured. */
export function bankTransferDetails(stores: StoreRepository, store: StoreView, currency: string): BankDetails | null {
  const config = stores.config(store.code);
  const payee = text(config[BANK_TRANSFER_PAYEE_PATH]);
  const accounts = config[BANK_TRANSFER_ACCOUNTS_PATH];
  const account =
    accounts && typeof accounts === "object" ? (accounts as Record<string, BankAccount | undefined>)[currency] : null;
  if (!payee || !account || typeof account !== "object") return null;
  const details: BankDetails = { payee };
  for (const key of BANK_DETAIL_KEYS) {
    if (key === "payee") continue;
    const value = text(account[key]);
    if (value) details[key] = value;
  }
  return details;
}

/** The details an order kept, in their order (unknown keys, e.g. a card's, left out). */
export function bankDetailsOf(additional: Record<string, unknown>): Array<{ name: BankDetailKey; value: string }> {
  return BANK_DETAIL_KEYS.flatMap((name) => {
    const value = text(additional[name]);
    return value ? [{ name, value }] : [];
  });
}

/** The labels of the details in the confirmation email, per language. */
export const BANK_DETAIL_LABELS: Record<string, Record<BankDetailKey, string>> = {
  en: {
    payee: "Account name",
    iban: "IBAN",
    bic: "BIC",
    sort_code: "Sort code",
    account_number: "Account number",
    routing_number: "Routing number",
  },
  de: {
    payee: "Kontoinhaber",
    iban: "IBAN",
    bic: "BIC",
    sort_code: "Sort Code",
    account_number: "Kontonummer",
    routing_number: "Routing-Nummer",
  },
  es: {
    payee: "Titular",
    iban: "IBAN",
    bic: "BIC",
    sort_code: "Sort code",
    account_number: "Número de cuenta",
    routing_number: "Número de ruta",
  },
  fr: {
    payee: "Titulaire du compte",
    iban: "IBAN",
    bic: "BIC",
    sort_code: "Sort code",
    account_number: "Numéro de compte",
    routing_number: "Numéro de routage",
  },
  it: {
    payee: "Intestatario",
    iban: "IBAN",
    bic: "BIC",
    sort_code: "Sort code",
    account_number: "Numero di conto",
    routing_number: "Routing number",
  },
};
