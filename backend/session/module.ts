// The shop's sessionData: the geo-store suggestion, the customer and the cart in one query.
import { defineModule, schemaBeside } from "../manifest.js";
import { sessionResolvers } from "./resolvers.js";
import { createSessionService, type SessionService } from "./service.js";

declare module "../services.js" {
  interface ShopServices {
    session: SessionService;
  }
}

export const sessionModule = defineModule({
  name: "session",
  schema: schemaBeside(import.meta.url),
  resolvers: [sessionResolvers],
  services: ({ services }) => ({
    session: createSessionService(services.stores, services.quote, services.customers, services.reward),
  }),
});
