// A signed-in customer's reward points in the basket (PointsSection shows it): the balance and what it
// is worth; apply, update, remove points or cancel a change. Plain posts to the basket route (303
// and a message each), so it works without JavaScript; with it the same posts update the page in
// place. Guests never see it: the browser loads this module only for a signed-in customer.
import { getFormProps, getInputProps, useForm } from "~/components/ui/forms/form-wiring";
import { applyPoints as applyPointsConstraints } from "~/forms/constraints/applyPoints";
import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import type { PointsAccount, PointsView } from "~/commerce/cart/points";
import { useErrorText } from "~/components/ui/forms/ErrorList";
import { Field } from "~/components/ui/forms/Field";
import { Amount } from "~/components/ui/Price";
import { BasketIntent, type BasketIntentAnswer } from "~/forms/basket.fields";
import { useStoreView } from "~/components/layout/useStoreView";
import { paths } from "~/routing/paths";
import { BasketForm } from "./BasketForm";

export default function PointsForms({
  points,
  account,
  answer,
  number,
}: {
  points: PointsView;
  account: PointsAccount;
  answer: BasketIntentAnswer | undefined;
  number: (n: number) => string;
}) {
  const { t } = useTranslation("points");
  const storeView = useStoreView();
  const errorText = useErrorText("points", "errors", { max: number(account.balance) });
  const navigation = useNavigation();
  const pendingIntent = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  const [form, fields] = useForm({
    id: "apply-points",
    lastResult: answer?.intent === BasketIntent.applyPoints ? answer.result : undefined,
    constraint: applyPointsConstraints,
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
            <input type="hidden" name="intent" value={BasketIntent.applyPoints} />
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
                disabled={pendingIntent === BasketIntent.applyPoints}
                data-testid={applied ? "points-update" : "points-apply"}
              >
                {pendingIntent === BasketIntent.applyPoints ? t("applying") : applied ? t("update") : t("apply")}
              </button>
            </div>
          </Form>
          {applied ? (
            <div className="basket-points__secondary">
              <BasketForm intent={BasketIntent.removePoints} inputs={{ mode: "cancel" }}>
                <button type="submit" className="link-button" data-testid="points-cancel">
                  {t("cancel")}
                </button>
              </BasketForm>
              <BasketForm intent={BasketIntent.removePoints} inputs={{ mode: "remove" }}>
                <button
                  type="submit"
                  className="button button--secondary"
                  disabled={pendingIntent === BasketIntent.removePoints}
                  data-testid="points-remove"
                >
                  {t("remove")}
                </button>
              </BasketForm>
            </div>
          ) : null}
        </div>
      ) : (
        <p className="basket-points__none">{t("noPoints")}</p>
      )}
    </>
  );
}
