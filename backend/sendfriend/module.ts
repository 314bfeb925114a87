// Magento's SendFriendGraphQl as a stock Open Source 2.4.7 answers it with the SendFriend module's
// default configuration (config.xml: sendfriend/email/enabled 0, allow_guest 0): "Email to a Friend"
// is off, so sendEmailToFriend is refused before anything is read or sent, and storeConfig says so.
// Turning it on would mean a mail template, the outbox and a per-hour limit: not this shop's feature.
import { defineModule } from "../manifest.js";
import { sendFriendResolvers } from "./resolvers.js";

export const sendFriendModule = defineModule({
  name: "sendfriend",
  // sendEmailToFriend, StoreConfig.send_friend and their types are Magento's core schema's.
  resolvers: [sendFriendResolvers],
});
