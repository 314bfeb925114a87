// Reward points in the basket: the points the order will gather (everyone); a guest is asked to sign
// in to redeem, returning to the basket; a signed-in customer sees the balance and what it is worth,
// and applies, updates, removes points or cancels a change. Plain posts to the basket route (303 and
// a message each), so it works without JavaScript; with it the same posts update the page in place.
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { PointsAccount, PointsView } from "~/commerce/cart/points";
import { useStoreView } from "~/components/layout/useStoreView";
import { useErrorText } from "~/components/ui/forms/ErrorList";
import { Field } from "~/components/ui/forms/Field";
import { Amount } from "~/components/ui/Price";
import { CartIntent, type CartIntentAnswer } from "~/forms/cart";
import { applyPointsSchema } from "~/forms/reward-points";
import { paths } from "~/routing/paths";
import { CartForm } from "./CartForm";

export function PointsSection({
  points,
  account,
  answer,
}: {
  points: PointsView;
  /** null for a guest */
  account: PointsAccount | null;
  answer: CartIntentAnswer | undefined;
}) {
  const { t } = useTranslation("points");
  const storeView = useStoreView();
  const number = (n: number) => new Intl.NumberFormat(storeView.locale).format(n);
  return (
    <section className="basket-points" aria-labelledby="basket-points-heading" data-testid="points-section">
      <h2 id="basket-points-heading">{t("heading")}</h2>
      {points.gathered > 0 ? (
        <p className="basket-points__gathered" data-testid="points-gathered">
          {t("gathered", { count: points.gathered, points: number(points.gathered) })}
        </p>
      ) : null}
      {account ? (
        <PointsForms points={points} account={account} answer={answer} number={number} />
      ) : (
        <p className="basket-points__guest">
          <a href={paths.customer.loginReferer(storeView, paths.basket(storeView))} data-testid="points-sign-in">
            {t("signInToRedeem")}
          </a>
        </p>
      )}
    </section>
  );
}

function PointsForms({
  points,
  account,
  answer,
  number,
}: {
  points: PointsView;
  account: PointsAccount;
  answer: CartIntentAnswer | undefined;
  number: (n: number) => string;
}) {
  const { t } = useTranslation("points");
  const storeView = useStoreView();
  const errorText = useErrorText("points", "errors", { max: number(account.balance) });
  const navigation = useNavigation();
  const pendingIntent = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  const schema = applyPointsSchema(account.balance);
  const [form, fields] = useForm({
    id: "apply-points",
    lastResult: answer?.intent === CartIntent.applyPoints ? answer.result : undefined,
    constraint: getZodConstraint(schema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    defaultValue: { points: points.applied ? String(points.applied.points) : "" },
  });
  const applied = points.applied;
  return (
    <>
      <p className="basket-points__balance" data-testid="points-balance">
        {t("balance", { count: account.balance, points: number(account.balance) })}{" "}
        {account.worth ? (
          <strong>
            <Amount money={account.worth} />
          </strong>
        ) : null}
      </p>
      {applied ? (
        <p className="basket-points__applied" data-testid="points-applied">
          {t("appliedSummary", { count: applied.points, points: number(applied.points) })}{" "}
          {applied.amount ? (
            <strong>
              −<Amount money={applied.amount} />
            </strong>
          ) : null}
        </p>
      ) : null}
      {account.balance > 0 ? (
        <div className="basket-points__forms">
          <Form
            method="post"
            action={paths.basket(storeView)}
            {...getFormProps(form)}
            className="basket-points__apply"
            preventScrollReset
          >
            <input type="hidden" name="intent" value={CartIntent.applyPoints} />
            {applied ? <input type="hidden" name="update" value="1" /> : null}
            <div className="basket-points__row">
              <Field
                className="field basket-points__field"
                label={t("pointsLabel")}
                inputProps={{
                  ...getInputProps(fields.points, { type: "number" }),
                  inputMode: "numeric",
                  min: 1,
                  max: account.balance,
                  step: 1,
                }}
                errors={errorText(fields.points.errors)}
              />
              <button
                type="submit"
                className="button button--primary"
                disabled={pendingIntent === CartIntent.applyPoints}
                data-testid={applied ? "points-update" : "points-apply"}
              >
                {pendingIntent === CartIntent.applyPoints ? t("applying") : applied ? t("update") : t("apply")}
              </button>
            </div>
          </Form>
          {applied ? (
            <div className="basket-points__secondary">
              <CartForm intent={CartIntent.removePoints} inputs={{ mode: "cancel" }}>
                <button type="submit" className="link-button" data-testid="points-cancel">
                  {t("cancel")}
                </button>
              </CartForm>
              <CartForm intent={CartIntent.removePoints} inputs={{ mode: "remove" }}>
                <button
                  type="submit"
                  className="button button--secondary"
                  disabled={pendingIntent === CartIntent.removePoints}
                  data-testid="points-remove"
                >
                  {t("remove")}
                </button>
              </CartForm>
            </div>
          ) : null}
        </div>
      ) : (
        <p className="basket-points__none">{t("noPoints")}</p>
      )}
    </>
  );
}
