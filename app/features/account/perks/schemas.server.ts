// The perks pages' form schemas, reached by their route modules through this server-only module: the
// browser build drops what only a loader or action imports from a `.server` module, whereas a schema
// module imported directly would bring Zod into the page's browser chunk. Components import no schema.
export { parseSubmission } from "~/forms/parse-submission";
export { ReferralInviteSchema } from "./referral-invite";
export { DeleteCardSchema } from "./saved-card";
export { SubscriptionChangeSchema } from "./subscription-change";
