// Magento's LoginAsCustomerGraphQl: generateCustomerTokenAsAdmin gives an admin a customer's token.
// The embedded backend has no admin users and no admin tokens, so every caller is answered as a stock
// 2.4.7 answers a caller without admin authorization (a guest or a customer's token).
import { defineModule } from "../manifest.js";
import { loginAsCustomerResolvers } from "./resolvers.js";

export const loginAsCustomerModule = defineModule({
  name: "loginascustomer",
  // generateCustomerTokenAsAdmin and its types are Magento's core schema's.
  resolvers: [loginAsCustomerResolvers],
});
