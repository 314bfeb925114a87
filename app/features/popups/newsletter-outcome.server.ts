// What a subscription answers the shopper (SPEC §4): thanks, or "a confirmation request has been
// sent" where the store asks for double opt-in, and a new subscriber's welcome code. The code is
// shown only for an active subscription: before the confirmation, the shopper is told it comes
// once they have confirmed (from the link in the email), never the code itself.
import { awaitsConfirmation, type Subscription } from "~/commerce/customer/newsletter.server";
import type { StoreConfig } from "~/commerce/store/store";
import type { NewsletterOutcome } from "~/components/popups/NewsletterForm";
import type { TFunction } from "~/i18n/translator.server";
import { newsletterPromise } from "~/shell/popups.server";

export function subscriptionOutcome(
  t: TFunction,
  config: StoreConfig | null,
  { status, welcomeCode }: Subscription,
  /** the words of a confirmation link just opened, instead of a subscription's */
  confirmed = false,
): NewsletterOutcome {
  const discount = (config && newsletterPromise(config)) || null;
  if (awaitsConfirmation(status)) {
    const sent = t("newsletter.confirmationSent");
    const thanks = discount ? `${sent} ${t("newsletter.confirmationWelcome", { discount })}` : sent;
    return { type: "success", text: thanks, thanks, welcome: null };
  }
  const thanks = t(confirmed ? "newsletter.confirmed" : "newsletter.subscribed");
  const welcome = welcomeCode
    ? {
        intro: t("newsletter.welcomeCode.intro", { discount: discount || t("newsletter.welcomeCode.discount") }),
        code: welcomeCode,
        note: t("newsletter.welcomeCode.note"),
      }
    : null;
  return {
    type: "success",
    // Without JavaScript this is the message the next page shows: the code is in it.
    text: welcome ? `${thanks} ${welcome.intro} ${welcome.code}. ${welcome.note}` : thanks,
    thanks,
    welcome,
  };
}
