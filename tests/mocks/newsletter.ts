// The newsletter domain: guest subscriptions, answered as the seed's stores do (double opt-in where
// the seed asks for it, so NOT_ACTIVE there and SUBSCRIBED elsewhere).
import { HttpResponse } from "msw";
import { NEWSLETTER_CONFIRM_STORES } from "../../backend/seed/fixtures";
import { commerce, storeCodeOf } from "./link";

const confirms = (request: Request) => (NEWSLETTER_CONFIRM_STORES as readonly string[]).includes(storeCodeOf(request));

export const newsletterHandlers = [
  commerce.mutation("SubscribeEmailToNewsletter", ({ request }) =>
    HttpResponse.json({
      data: { subscribeEmailToNewsletter: { status: confirms(request) ? "NOT_ACTIVE" : "SUBSCRIBED" } },
    }),
  ),
  commerce.query("NewsletterConfirmation", ({ request }) =>
    HttpResponse.json({ data: { storeConfig: { newsletter_confirmation_required: confirms(request) } } }),
  ),
];

/** The backend refuses the address with its own words ("This email address is already subscribed."). */
export const newsletterRefusal = (message: string) =>
  commerce.mutation("SubscribeEmailToNewsletter", () =>
    HttpResponse.json({
      errors: [{ message, extensions: { category: "graphql-input" } }],
      data: { subscribeEmailToNewsletter: null },
    }),
  );

/** The newsletter service cannot be reached. */
export const newsletterAway = commerce.mutation("SubscribeEmailToNewsletter", () => HttpResponse.error());
