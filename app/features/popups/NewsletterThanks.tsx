// The newsletter page once the shopper has subscribed there: the thanks (or, where the store asks
// for it, "a confirmation request has been sent") and any welcome code, in the form's place, and the
// way back to the shop. Nobody is asked to subscribe again under their own thanks.
import { Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { NewsletterOutcome } from "~/components/popups/NewsletterForm";
import { useStoreView } from "~/components/layout/useStoreView";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/routing/paths";

export function NewsletterThanks({ outcome, placed }: { outcome: NewsletterOutcome; placed: boolean }) {
  const { t } = useTranslation("popups");
  const storeView = useStoreView();
  const status = useRef<HTMLDivElement>(null);
  // Answered in place, the button pressed went with the form: the thanks take the focus.
  useEffect(() => {
    if (placed) status.current?.focus();
  }, [placed]);
  const { welcome } = outcome;
  return (
    <>
      <div
        ref={status}
        tabIndex={-1}
        role="status"
        className="newsletter-form__answer message message--success"
        data-testid="newsletter-thanks"
      >
        <p>
          {outcome.thanks ?? outcome.text}
          {welcome ? ` ${welcome.intro}` : null}
        </p>
        {welcome ? (
          <>
            <p className="newsletter-code" data-testid="welcome-code">
              {welcome.code}
            </p>
            <p>{welcome.note}</p>
          </>
        ) : null}
      </div>
      <p>
        <Link to={paths.home(storeView)}>{t("newsletter.continueShopping")}</Link>
      </p>
    </>
  );
}
