// The checkout's step indicator: Information, Delivery, Review and pay. Steps before the current one
// are done (the server's guard lets nobody further otherwise) and link back; a signed-in customer's
// information step is done without a page of its own.
import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import type { CheckoutStepName } from "~/features/checkout/state";
import { useStoreView } from "~/components/layout/useStoreView";
import { checkoutSteps, screenPath, stepScreen } from "~/routing/addresses";

export function CheckoutSteps({ current, signedIn }: { current: CheckoutStepName; signedIn: boolean }) {
  const { t } = useTranslation("checkout");
  const storeView = useStoreView();
  const steps = checkoutSteps();
  const at = steps.indexOf(current);
  return (
    <nav className="checkout-steps" aria-label={t("steps.label")}>
      <ol>
        {steps.map((step, index) => {
          const state = index < at ? "done" : index === at ? "current" : "todo";
          const label = (
            <>
              <span className="checkout-steps__number" aria-hidden="true">
                {state === "done" ? "✓" : index + 1}
              </span>
              <span className="checkout-steps__label">{t(`steps.${step}`)}</span>
              {state === "done" ? <span className="visually-hidden"> ({t("steps.done")})</span> : null}
            </>
          );
          const linkable = state === "done" && !(step === "information" && signedIn);
          return (
            <li key={step} className={`checkout-steps__step checkout-steps__step--${state}`}>
              {linkable ? (
                <Link to={screenPath(stepScreen(step), storeView)}>{label}</Link>
              ) : (
                <span aria-current={state === "current" ? "step" : undefined}>{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
