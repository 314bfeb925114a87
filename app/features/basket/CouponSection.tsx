import { getFormProps, getInputProps, useForm } from "~/components/ui/forms/form-wiring";
import { applyCoupon as applyCouponConstraints } from "~/forms/constraints/applyCoupon";
import { useFetcher } from "@remix-run/react";
import type { TFunction } from "i18next";
import { useTranslation } from "~/i18n/use-translation";
import type { AppliedCoupon, CouponsView } from "~/commerce/cart/coupons";
import { useStoreView } from "~/components/layout/useStoreView";
import { ErrorList, errorIdFor } from "~/components/ui/forms/ErrorList";
import { Field } from "~/components/ui/forms/Field";
import { Amount } from "~/components/ui/Price";
import { BasketIntent, type BasketIntentAnswer } from "~/forms/basket.fields";
import { COUPON_SCHEMA_ERRORS, MAX_COUPON_LENGTH } from "~/features/basket/coupon.fields";
import { paths } from "~/routing/paths";

const FORM_ID = "coupon";

/** The schema's error keys in words; the server's refusals are already sentences. */
function errorTexts(t: TFunction, errors: readonly string[] | undefined) {
  return errors?.map((error) =>
    (COUPON_SCHEMA_ERRORS as readonly string[]).includes(error)
      ? t(`errors.${error}`, { max: MAX_COUPON_LENGTH })
      : error,
  );
}

/**
 * Coupons: a collapsible "Have a discount code?" with the code field (a details element, so it
 * opens without JavaScript), or, once a code is applied, the code with what it saves and a remove
 * button. With JavaScript both forms post through fetchers and show their pending state; a refusal
 * comes back next to the field with the code still in it, a success reloads the basket's totals.
 */
export function CouponSection({ coupons, answer }: { coupons: CouponsView; answer: BasketIntentAnswer | undefined }) {
  const { t } = useTranslation("coupons");
  return (
    <section className="coupons" aria-label={t("sectionLabel")} data-testid="coupons">
      {coupons.applied.length ? (
        <ul className="coupons__applied">
          {coupons.applied.map((coupon) => (
            <AppliedCouponRow key={coupon.code} coupon={coupon} />
          ))}
        </ul>
      ) : (
        <CouponForm answer={answer?.intent === BasketIntent.applyCoupon ? answer : undefined} />
      )}
    </section>
  );
}

function CouponForm({ answer }: { answer: BasketIntentAnswer | undefined }) {
  const { t } = useTranslation("coupons");
  const storeView = useStoreView();
  const fetcher = useFetcher<BasketIntentAnswer>();
  const lastResult = fetcher.data?.result ?? answer?.result;
  const [form, fields] = useForm({
    id: FORM_ID,
    lastResult,
    constraint: applyCouponConstraints,
  });
  const busy = fetcher.state !== "idle";
  const errors = errorTexts(t, fields.code.errors);
  return (
    <details className="coupons__details" open={lastResult ? true : undefined}>
      <summary className="coupons__summary">{t("toggle")}</summary>
      <fetcher.Form
        method="post"
        action={paths.basket(storeView)}
        {...getFormProps(form)}
        className="coupons__form"
        aria-busy={busy}
      >
        <input type="hidden" name="intent" value={BasketIntent.applyCoupon} />
        <div className="coupons__row">
          <Field
            className="field coupons__field"
            label={t("codeLabel")}
            inputProps={{
              ...getInputProps(fields.code, { type: "text" }),
              autoComplete: "off",
              autoCapitalize: "characters",
              spellCheck: false,
            }}
            errors={errors}
            errorsShownElsewhere
          />
          <button type="submit" className="button button--secondary coupons__apply" disabled={busy}>
            {busy ? t("applying") : t("apply")}
          </button>
        </div>
        <ErrorList id={errorIdFor(fields.code.id)} errors={errors} />
      </fetcher.Form>
    </details>
  );
}

function AppliedCouponRow({ coupon }: { coupon: AppliedCoupon }) {
  const { t } = useTranslation("coupons");
  const storeView = useStoreView();
  const fetcher = useFetcher<BasketIntentAnswer>();
  const busy = fetcher.state !== "idle";
  const problem = coupon.problem;
  return (
    <li className="coupons__coupon" data-testid="applied-coupon" aria-busy={busy}>
      <div className="coupons__label">
        <span className="coupons__tag">{coupon.code}</span>
        {problem ? (
          <span className="coupons__problem">
            {problem.kind === "minimum"
              ? t("notAppliedMinimum", { amount: problem.amount })
              : problem.kind === "used"
                ? t("notAppliedUsed")
                : t("notApplied")}
          </span>
        ) : coupon.discount ? (
          <span className="coupons__saving">
            {t("saving")} <Amount money={coupon.discount} />
          </span>
        ) : (
          <span className="coupons__saving">{t("appliedNoAmount")}</span>
        )}
      </div>
      <fetcher.Form method="post" action={paths.basket(storeView)}>
        <input type="hidden" name="intent" value={BasketIntent.removeCoupon} />
        <button
          type="submit"
          className="link-button coupons__remove"
          aria-label={t("removeLabel", { code: coupon.code })}
        >
          {busy ? t("removing") : t("remove")}
        </button>
      </fetcher.Form>
    </li>
  );
}
