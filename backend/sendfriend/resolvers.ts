// sendEmailToFriend and storeConfig's send_friend, with "Email to a Friend" disabled (2.4.7's default).
import type { Ctx } from "../graphql/context.js";
import { gqlError } from "../graphql/errors.js";
import type { Resolvers } from "../generated/resolvers-types.js";

/** The services these resolvers read: none. */
type Services = never;

/** SendFriend's config.xml defaults: sendfriend/email/enabled and allow_guest are 0. */
export const SEND_FRIEND_CONFIG = { enabled_for_customers: false, enabled_for_guests: false } as const;

export const sendFriendResolvers: Resolvers<Ctx<Services>> = {
  Mutation: {
    sendEmailToFriend: (_, __, ctx) => {
      ctx.cache.uncacheable();
      // SendEmailToFriend checks the configuration first, for guests and customers alike.
      throw gqlError('"Email to a Friend" is not enabled.', "graphql-input");
    },
  },
  StoreConfig: {
    send_friend: () => ({ ...SEND_FRIEND_CONFIG }),
  },
};
