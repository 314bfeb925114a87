// Subscriptions: each with product, quantity, price, frequency, next delivery and a status badge;
// pause or resume, change the frequency, and cancel after a confirmation step (?cancel=<uid>, a
// GET that only asks). Every change is a POST form, so it works without JavaScript.
import { Form, Link, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { SUBSCRIPTION_FREQUENCIES, type Subscription } from "~/commerce/customer/perks";
import { Amount } from "~/components/ui/Price";
import { useDay } from "./dates";
import { useColon } from "~/i18n/colon";

const TONE = { ACTIVE: "ok", PAUSED: "warn", CANCELED: "muted" } as const;

function useBusy(uid: string) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("uid") === uid;
}

function Actions({ subscription, confirming }: { subscription: Subscription; confirming: boolean }) {
  const { t } = useTranslation("perks");
  const busy = useBusy(subscription.uid);
  const colon = useColon();
  const s = subscription;
  if (s.status === "CANCELED") return null;
  if (confirming) {
    return (
      <Form method="post" className="perks-confirm" aria-busy={busy} aria-labelledby={`cancel-${s.uid}`}>
        <p id={`cancel-${s.uid}`} className="perks-confirm__question">
          {t("subscriptions.confirmCancel", { product: s.productName })}
        </p>
        <input type="hidden" name="uid" value={s.uid} />
        <input type="hidden" name="intent" value="cancel" />
        <div className="perks-actions">
          <button type="submit" className="button button--danger" disabled={busy}>
            {busy ? t("subscriptions.working") : t("subscriptions.confirmCancelButton")}
          </button>
          <Link to="." className="button button--secondary" preventScrollReset>
            {t("subscriptions.keep")}
          </Link>
        </div>
      </Form>
    );
  }
  return (
    <div className="subscription__actions">
      <Form method="post" className="subscription__frequency" aria-busy={busy}>
        <input type="hidden" name="uid" value={s.uid} />
        <input type="hidden" name="intent" value="frequency" />
        <label htmlFor={`weeks-${s.uid}`}>{t("subscriptions.frequencyLabel")}</label>
        <div className="subscription__frequency-row">
          <select id={`weeks-${s.uid}`} name="weeks" defaultValue={String(s.frequencyWeeks)}>
            {SUBSCRIPTION_FREQUENCIES.map((weeks) => (
              <option key={weeks} value={weeks}>
                {t("subscriptions.every", { count: weeks })}
              </option>
            ))}
          </select>
          <button type="submit" className="button button--secondary" disabled={busy}>
            {t("subscriptions.saveFrequency")}
          </button>
        </div>
      </Form>
      <div className="perks-actions">
        <Form method="post">
          <input type="hidden" name="uid" value={s.uid} />
          <input type="hidden" name="intent" value={s.status === "ACTIVE" ? "pause" : "resume"} />
          {s.status === "ACTIVE" ? (
            <button type="submit" className="button button--secondary" disabled={busy}>
              {t("subscriptions.pause")}
            </button>
          ) : (
            <button type="submit" className="button button--primary" disabled={busy}>
              {t("subscriptions.resume")}
            </button>
          )}
        </Form>
        <Link
          to={`?cancel=${encodeURIComponent(s.uid)}`}
          className="button button--ghost"
          preventScrollReset
          aria-label={`${t("subscriptions.cancel")}${colon}${s.productName}`}
        >
          {t("subscriptions.cancel")}
        </Link>
      </div>
    </div>
  );
}

export function SubscriptionsPage({
  subscriptions,
  confirming,
}: {
  subscriptions: Subscription[];
  confirming: string | null;
}) {
  const { t } = useTranslation("perks");
  const day = useDay();
  const colon = useColon();
  return (
    <div className="perks-page">
      <h1>{t("subscriptions.heading")}</h1>
      <p className="perks-page__intro">{t("subscriptions.intro")}</p>
      {subscriptions.length === 0 ? (
        <p className="perks-empty">{t("subscriptions.empty")}</p>
      ) : (
        <ul className="perks-list subscriptions">
          {subscriptions.map((s) => (
            <li
              key={s.uid}
              className={`perks-card subscription subscription--${s.status.toLowerCase()}`}
              aria-labelledby={`subscription-${s.uid}`}
            >
              <div className="subscription__head">
                <div>
                  <h2 id={`subscription-${s.uid}`} className="subscription__name">
                    {s.productName}
                  </h2>
                  {s.options.length ? (
                    <p className="subscription__options">
                      {s.options.map((o) => `${o.label}${colon}${o.value}`).join(" · ")}
                    </p>
                  ) : null}
                </div>
                <span className={`perks-badge perks-badge--${TONE[s.status]}`}>
                  {t(`subscriptions.status.${s.status}`)}
                </span>
              </div>
              <dl className="subscription__facts">
                <div>
                  <dt>{t("subscriptions.quantity")}</dt>
                  <dd>{s.quantity}</dd>
                </div>
                <div>
                  <dt>{t("subscriptions.price")}</dt>
                  <dd>
                    <Amount money={s.price} />
                  </dd>
                </div>
                <div>
                  <dt>{t("subscriptions.frequency")}</dt>
                  <dd>{t("subscriptions.every", { count: s.frequencyWeeks })}</dd>
                </div>
                <div>
                  <dt>{t("subscriptions.nextDelivery")}</dt>
                  <dd data-testid="next-delivery">
                    {s.nextDelivery ? day(s.nextDelivery) : t("subscriptions.noDelivery")}
                  </dd>
                </div>
              </dl>
              <Actions subscription={s} confirming={confirming === s.uid} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
