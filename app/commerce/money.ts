// An amount of money as the shop shows it. Magento answers every Money field as nullable (value and
// currency); an amount without both is no amount, so view models turn it into null here once.
// Types and pure functions only: safe to import from components.
export interface Money {
  value: number;
  currency: string;
}

export function toMoney(money: { value?: number | null; currency?: string | null } | null | undefined): Money | null {
  if (money?.value === null || money?.value === undefined || !money.currency) return null;
  return { value: money.value, currency: money.currency };
}
