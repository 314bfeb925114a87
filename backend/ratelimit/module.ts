// Counters and single-use marks every process sees (ratelimit/shared-state.ts).
import { defineModule } from "../manifest.js";
import { SHARED_STATE_SQL } from "./schema.js";

export const rateLimitModule = defineModule({
  name: "ratelimit",
  migrations: [
    {
      version: 33,
      name: "rate-limit and sign-in counters, and single-use marks, that every process sees and a restart keeps",
      up: SHARED_STATE_SQL,
    },
  ],
});
