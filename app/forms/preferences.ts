// Store and currency preferences, and the answers to the geo-store suggestion: one form, switched
// on `intent`.
import { z } from "zod";

const storeCode = z.string().regex(/^[a-z_]{2,32}$/, { error: "storeInvalid" });
const returnTo = z.string().max(2000).optional();

export const PreferencesSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("preferences"),
    store: storeCode,
    currency: z.string().regex(/^[A-Z]{3}$/, { error: "currencyInvalid" }).optional(),
    returnTo,
  }),
  z.object({ intent: z.literal("geo-accept"), store: storeCode, returnTo }),
  z.object({ intent: z.literal("geo-dismiss"), returnTo }),
]);

export type Preferences = z.infer<typeof PreferencesSchema>;
