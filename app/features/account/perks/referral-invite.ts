// Inviting a friend to the referral programme (account.referral): one schema for the action and
// Conform. Error messages are keys of the `perks` namespace (invite.errors), shared field rules.
import * as z from "zod/mini";
import { EmailSchema, NameSchema } from "~/forms/customer-fields";

export const ReferralInviteSchema = z.object({
  name: NameSchema,
  email: EmailSchema,
});

export type ReferralInvite = z.infer<typeof ReferralInviteSchema>;
