// Standard VAT rates by destination country (Magento's tax_calculation_rate, one rate per country),
// with the label the country's invoices use. Countries without an entry (outside the EU and the UK)
// are exports: no VAT is charged.
export interface TaxRate {
  rate: number;
  label: string;
}

const vat = (rate: number, label = "VAT"): TaxRate => ({ rate, label });

export const TAX_RATES: Record<string, TaxRate> = {
  GB: vat(0.2),
  IE: vat(0.23),
  DE: vat(0.19, "MwSt."),
  AT: vat(0.2, "MwSt."),
  FR: vat(0.2, "TVA"),
  BE: vat(0.21, "TVA"),
  LU: vat(0.17, "TVA"),
  ES: vat(0.21, "IVA"),
  IT: vat(0.22, "IVA"),
  PT: vat(0.23, "IVA"),
  NL: vat(0.21, "BTW"),
  BG: vat(0.2),
  CY: vat(0.19),
  CZ: vat(0.21),
  DK: vat(0.25),
  EE: vat(0.22),
  FI: vat(0.255),
  GR: vat(0.24),
  HR: vat(0.25),
  HU: vat(0.27),
  LT: vat(0.21),
  LV: vat(0.21),
  MT: vat(0.18),
  PL: vat(0.23),
  RO: vat(0.19),
  SE: vat(0.25),
  SI: vat(0.22),
  SK: vat(0.23),
  // Sales tax in the US depends on the state and is not collected by this shop.
  US: vat(0, "Tax"),
};

export const NO_TAX: TaxRate = { rate: 0, label: "VAT" };

export const taxRateFor = (countryId: string): TaxRate => TAX_RATES[countryId.toUpperCase()] ?? NO_TAX;
