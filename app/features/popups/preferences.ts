// Store and currency preferences, and the answers to the geo-store suggestion: one form, switched
// on `intent`.
import * as z from "zod/mini";

const storeCode = z.string().check(z.regex(/^[a-z_]{2,32}$/, { error: "storeInvalid" }));
const returnTo = z.optional(z.string().check(z.maxLength(2000)));

export const PreferencesSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("preferences"),
    store: storeCode,
    currency: z.optional(z.string().check(z.regex(/^[A-Z]{3}$/, { error: "currencyInvalid" }))),
    returnTo,
  }),
  z.object({ intent: z.literal("geo-accept"), store: storeCode, returnTo }),
  z.object({ intent: z.literal("geo-dismiss"), returnTo }),
]);

export type Preferences = z.infer<typeof PreferencesSchema>;
