// The confirm-and-pay form's intents and choices, without Zod: what the browser loads (the schema is in confirm.ts).
export { COUNTRY_INTENT } from "~/forms/address.fields";

export const PLACE_INTENT = "place";

/** The billing choice: the delivery address, a saved address ("book:<id>") or a new one. */
export const BILLING_SAME = "same";

export const BILLING_NEW = "new";

export const bookChoice = (id: number) => `book:${id}`;

export const bookIdOf = (choice: string): number | null => {
  const m = /^book:(\d{1,9})$/.exec(choice);
  return m ? Number(m[1]) : null;
};

/** A saved card as its own payment choice: "card:<public hash>" (the Vault's hash, never a number). */
export const savedCardChoice = (publicHash: string) => `card:${publicHash}`;

export const savedCardHashOf = (choice: string): string | null => {
  const m = /^card:([A-Za-z0-9_-]{1,128})$/.exec(choice);
  return m ? m[1] : null;
};

/** The posted billing choice, to pick the schema. */
export function postedBilling(formData: FormData): string {
  const value = formData.get("billing");
  return typeof value === "string" && value.length <= 20 ? value : BILLING_SAME;
}
