// The subscription page's forms (account.subscriptions), switched on `intent`: pause, resume,
// cancel (posted from its confirmation section, reached by `?cancel=<uid>`) and a new frequency.
import * as z from "zod/mini";
import { SUBSCRIPTION_FREQUENCIES } from "~/commerce/customer/perks";

const uid = z.string().check(z.minLength(1), z.maxLength(64));

export const SubscriptionChangeSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.enum(["pause", "resume", "cancel"]), uid }),
  z.object({
    intent: z.literal("frequency"),
    uid,
    weeks: z
      .pipe(
        z.string(),
        z.transform((v) => Number(v)),
      )
      .check(z.refine((w) => (SUBSCRIPTION_FREQUENCIES as readonly number[]).includes(w), { error: "frequency" })),
  }),
]);
