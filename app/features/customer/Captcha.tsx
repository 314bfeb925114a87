// The forgot-password captcha: letters and digits in an image drawn on the server, or, as the
// accessible alternative, a sum asked in words ("What is seven plus three?"). "New image" and the
// switch between the two are plain links (the page draws a new captcha on every view), so they
// work without JavaScript. The answer is never in the page: the server keeps only its HMAC.
import { getInputProps, type FieldMetadata } from "~/components/ui/forms/form-wiring";
import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { Field } from "~/components/ui/forms/Field";

export type CaptchaView = { mode: "image"; image: string } | { mode: "text"; a: number; b: number };

export function Captcha({
  challenge,
  field,
  errors,
}: {
  challenge: CaptchaView;
  field: FieldMetadata<string>;
  errors?: string[];
}) {
  const { t } = useTranslation("register");
  const number = (n: number) => t(`forgot.captcha.numbers.${n}`);
  const text = challenge.mode === "text";
  return (
    <div className="captcha" data-testid="captcha">
      {text ? null : (
        <div className="captcha__picture">
          <img src={challenge.image} alt={t("forgot.captcha.imageAlt")} width={200} height={64} />
          <Link to="?captcha=image" replace preventScrollReset className="captcha__new" data-testid="captcha-new">
            {t("forgot.captcha.newImage")}
          </Link>
        </div>
      )}
      <Field
        label={
          text
            ? t("forgot.captcha.question", { a: number(challenge.a), b: number(challenge.b) })
            : t("forgot.captcha.label")
        }
        inputProps={{
          ...getInputProps(field, { type: "text" }),
          autoComplete: "off",
          autoCapitalize: text ? "off" : "characters",
          spellCheck: false,
          inputMode: text ? "numeric" : "text",
        }}
        errors={errors}
        hintId={`${field.id}-hint`}
      />
      <p id={`${field.id}-hint`} className="register__hint">
        {text ? t("forgot.captcha.questionHint") : t("forgot.captcha.imageHint")}
      </p>
      <p className="captcha__switch">
        {text ? (
          <Link to="?captcha=image" replace preventScrollReset data-testid="captcha-switch">
            {t("forgot.captcha.useImage")}
          </Link>
        ) : (
          <Link to="?captcha=text" replace preventScrollReset data-testid="captcha-switch">
            {t("forgot.captcha.useText")}
          </Link>
        )}
      </p>
    </div>
  );
}
