// The referral page: the programme in words, the customer's permanent link (read only; a copy button
// with JavaScript, selected on focus without), the invite form and the referrals with their status.
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "~/components/ui/forms/form-wiring";
import { referralInvite as referralInviteConstraints } from "~/forms/constraints/referralInvite";
import { Form, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import type { ReferralProgramme } from "~/commerce/customer/perks";
import { useShop } from "~/components/layout/ShopContext";
import { useErrorText } from "~/components/ui/forms/ErrorList";
import { Field } from "~/components/ui/forms/Field";
import { formatMoney } from "~/i18n/format";
import { displayEmail } from "~/i18n/email";
import { numberFormat } from "~/i18n/format";

function CopyLink({ link }: { link: string }) {
  const { t } = useTranslation("perks");
  const [copied, setCopied] = useState(false);
  return (
    <div className="referral-link">
      <label htmlFor="referral-link" className="referral-link__label">
        {t("referral.linkLabel")}
      </label>
      <div className="referral-link__row">
        <input
          id="referral-link"
          className="referral-link__input"
          type="text"
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
          aria-describedby="referral-link-hint"
        />
        {/* In the server's page too, so that nothing moves when React takes over; a browser without
            scripts does not draw it (perks.css). */}
        <button
          type="button"
          className="button button--primary referral-link__copy"
          onClick={() => {
            void navigator.clipboard?.writeText(link).then(() => setCopied(true));
          }}
        >
          {copied ? t("referral.copied") : t("referral.copy")}
        </button>
      </div>
      <p id="referral-link-hint" className="referral-link__hint">
        {t("referral.linkHint")}
      </p>
      <p className="visually-hidden" role="status">
        {copied ? t("referral.copied") : ""}
      </p>
    </div>
  );
}

function InviteForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation("perks");
  const errorText = useErrorText("perks", "invite.errors");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "invite";
  const [form, fields] = useForm({
    id: "referral-invite",
    lastResult,
    constraint: referralInviteConstraints,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="referral-invite" aria-busy={busy}>
      <input type="hidden" name="intent" value="invite" />
      <div className="referral-invite__fields">
        <Field
          className="field perks-field"
          label={t("referral.name")}
          inputProps={{ ...getInputProps(fields.name, { type: "text" }), autoComplete: "off" }}
          errors={errorText(fields.name.errors)}
        />
        <Field
          className="field perks-field"
          label={t("referral.email")}
          inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "off", inputMode: "email" }}
          errors={errorText(fields.email.errors)}
        />
      </div>
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? t("referral.submitting") : t("referral.submit")}
      </button>
    </Form>
  );
}

export function ReferralPage({
  programme,
  link,
  lastResult,
}: {
  programme: ReferralProgramme;
  link: string | null;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation("perks");
  const { locale, currencyFormats } = useShop();
  const money = (m: ReferralProgramme["rewardAmount"]) => (m ? formatMoney(m, locale, currencyFormats) : "");
  const reward = money(programme.rewardAmount);
  return (
    <div className="perks-page">
      <h1>{t("referral.heading")}</h1>
      <section className="perks-card referral-offer" aria-labelledby="referral-offer">
        <h2 id="referral-offer">{t("referral.offer", { reward })}</h2>
        <p>
          {t("referral.rules", {
            minimum: money(programme.minOrderValue),
            reward,
            points: numberFormat(locale).format(programme.friendPoints),
          })}
        </p>
        {link ? <CopyLink link={link} /> : null}
      </section>
      <section className="perks-card" aria-labelledby="referral-invite-heading">
        <h2 id="referral-invite-heading">{t("referral.inviteHeading")}</h2>
        <InviteForm lastResult={lastResult} />
      </section>
      <section className="perks-section" aria-labelledby="referral-list">
        <h2 id="referral-list">{t("referral.listHeading")}</h2>
        {programme.referrals.length === 0 ? (
          <p className="perks-empty">{t("referral.empty")}</p>
        ) : (
          <ul className="perks-list referral-list">
            {programme.referrals.map((r) => (
              <li key={r.email} className="perks-card referral">
                <div className="referral__who">
                  <strong>{r.name}</strong>
                  <span className="referral__email">{displayEmail(r.email)}</span>
                </div>
                <div className="referral__status">
                  <span className={`perks-badge perks-badge--${r.joined ? "ok" : "info"}`}>
                    {r.joined ? t("referral.joined") : t("referral.invitedStatus")}
                  </span>
                  <span className={`perks-badge perks-badge--${r.firstOrderPlaced ? "ok" : "muted"}`}>
                    {r.firstOrderPlaced ? t("referral.firstOrder") : t("referral.noOrder")}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
