// The referral programme: a customer's link and invited friends.
import { defineModule, schemaBeside } from "../manifest.js";
import { referralResolvers } from "./resolvers.js";
import { createReferralService, type ReferralService } from "./service.js";

declare module "../services.js" {
  interface ShopServices {
    referrals: ReferralService;
  }
}

export const referralModule = defineModule({
  name: "referral",
  schema: schemaBeside(import.meta.url),
  resolvers: [referralResolvers],
  services: ({ db }) => ({ referrals: createReferralService(db) }),
});
