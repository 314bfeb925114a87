// "Email me when it is back": shown for an out-of-stock product or variant. Without
// JavaScript it posts to the product page and comes back to it with a message; with JavaScript a
// fetcher posts the same form and the answer appears here, in a live region.
import { getFormProps, getInputProps, useForm } from "~/components/ui/forms/form-wiring";
import { stockAlert as stockAlertConstraints } from "~/forms/constraints/stockAlert";
import { useFetcher, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import type { ProductDetail, ProductVariant } from "~/commerce/catalog/product";
import { EnhancedSubmissionMarker } from "~/components/ui/forms/EnhancedSubmission";
import { useErrorText } from "~/components/ui/forms/ErrorList";
import { Field } from "~/components/ui/forms/Field";
import { STOCK_ALERT_INTENT, type StockAlertAnswer } from "./stock-alert.fields";

export function StockAlertForm({
  product,
  variant,
  email,
  answer,
}: {
  product: ProductDetail;
  variant: ProductVariant | null;
  /** A signed-in customer's email, to prefill the field. */
  email: string | null;
  /** The post's answer when it came back without JavaScript (a refusal). */
  answer: StockAlertAnswer | null;
}) {
  const { t } = useTranslation("stockAlert");
  const location = useLocation();
  const errorText = useErrorText("stockAlert", "errors");
  const fetcher = useFetcher<{ stockAlert?: StockAlertAnswer }>();
  const shown = variant ?? product;
  const [form, fields] = useForm({
    // One form per watched product: a new variant gets a fresh form.
    id: `stock-alert-${shown.sku}`,
    lastResult: fetcher.data?.stockAlert?.result ?? answer?.result,
    defaultValue: { email: email ?? "" },
    constraint: stockAlertConstraints,
  });
  const outcome =
    fetcher.state === "idle" && fetcher.data?.stockAlert ? fetcher.data.stockAlert.outcome : (answer?.outcome ?? null);
  const busy = fetcher.state !== "idle";
  return (
    <section id="stock-alert" className="stock-alert" aria-labelledby="stock-alert-heading">
      <h2 id="stock-alert-heading" className="stock-alert__heading">
        {t("heading")}
      </h2>
      <p className="stock-alert__intro">{variant ? t("introVariant", { variant: variant.name }) : t("intro")}</p>
      {outcome?.type === "success" ? null : (
        <fetcher.Form
          method="post"
          action={`${location.pathname}${location.search}`}
          {...getFormProps(form)}
          className="stock-alert__form"
          aria-busy={busy}
        >
          <input type="hidden" name="intent" value={STOCK_ALERT_INTENT} />
          <input type="hidden" name="sku" value={shown.sku} />
          <EnhancedSubmissionMarker />
          <Field
            className="field stock-alert__email"
            label={t("email")}
            inputProps={{
              ...getInputProps(fields.email, { type: "email" }),
              autoComplete: "email",
              inputMode: "email",
            }}
            errors={errorText(fields.email.errors)}
          />
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? t("subscribing") : t("subscribe")}
          </button>
        </fetcher.Form>
      )}
      <p
        role="status"
        className={outcome ? `stock-alert__answer message message--${outcome.type}` : "stock-alert__answer"}
      >
        {outcome?.text}
      </p>
    </section>
  );
}
