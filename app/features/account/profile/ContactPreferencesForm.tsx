// Contact preferences: the newsletter and the channels the shop may use (checkboxes, one post).
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "~/components/ui/forms/form-wiring";
import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { ChoiceGroupField } from "~/components/ui/forms/ChoiceGroupField";
import { CheckboxField } from "~/components/ui/forms/Field";
import { CONTACT_CHANNELS } from "./contact-preferences.fields";
import { FormErrors, listOf } from "./FormErrors";

export function ContactPreferencesForm({
  subscribed,
  channels,
  channelsOffered = true,
  lastResult,
}: {
  subscribed: boolean;
  channels: readonly string[];
  /** False on a stock Magento: the shop's contact channels do not exist there. */
  channelsOffered?: boolean;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const { t } = useTranslation("profile");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [form, fields] = useForm({
    id: "contact-preferences",
    lastResult,
    defaultValue: { newsletter: subscribed ? "on" : undefined, channels: [...channels] },
  });
  const chosen = listOf(fields.channels.initialValue);
  return (
    <Form method="post" {...getFormProps(form)} className="profile-form" aria-busy={busy}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <ChoiceGroupField
        legend={t("contact.newsletterLegend")}
        className="profile-choices"
        legendClassName="profile-choices__legend"
      >
        <CheckboxField
          className="profile-choice"
          label={t("contact.newsletter")}
          inputProps={getInputProps(fields.newsletter, { type: "checkbox" })}
        />
      </ChoiceGroupField>
      {channelsOffered ? (
        <ChoiceGroupField
          key={fields.channels.key}
          legend={t("contact.channelsLegend")}
          className="profile-choices"
          legendClassName="profile-choices__legend"
          choicesClassName="profile-choices__list"
        >
          {CONTACT_CHANNELS.map((channel) => (
            <label key={channel} className="profile-choice">
              <input
                type="checkbox"
                name={fields.channels.name}
                value={channel}
                defaultChecked={chosen.includes(channel)}
              />
              {t(`contact.channels.${channel}`)}
            </label>
          ))}
        </ChoiceGroupField>
      ) : null}
      <div className="profile-actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t("contact.saving") : t("contact.save")}
        </button>
      </div>
    </Form>
  );
}
