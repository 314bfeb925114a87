// Magento's PaypalGraphQl (PayPal Express, Payflow Pro, Payflow Link, Hosted Pro) as a stock Magento
// Open Source 2.4.7 answers it with none of PayPal's methods switched on, which is this shop: the
// fields are in the core schema, every token request is refused with Magento's own words. No tables.
import { defineModule } from "../manifest.js";
import { paypalResolvers } from "./resolvers.js";

export const paypalModule = defineModule({
  name: "paypal",
  // The PayPal fields and types are Magento's core schema's: no SDL of its own.
  resolvers: [paypalResolvers],
});
