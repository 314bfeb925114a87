import { useFetcher } from "@remix-run/react";
import { useId, useMemo, useState, type FormEvent } from "react";
import { useTranslation } from "~/i18n/use-translation";
import type { BasketView } from "~/commerce/cart/cart";
import { freeDeliveryProgress } from "~/commerce/cart/free-delivery";
import type { ShippingEstimate } from "~/commerce/cart/shipping";
import type { Money } from "~/commerce/money";
import { useShop } from "~/components/layout/ShopContext";
import { useStoreView } from "~/components/layout/useStoreView";
import { Amount } from "~/components/ui/Price";
import { useHydrated } from "~/components/ui/useHydrated";
import { useErrorText } from "~/components/ui/forms/ErrorList";
import { Field, SelectField } from "~/components/ui/forms/Field";
import { RadioGroupField } from "~/components/ui/forms/ChoiceGroupField";
import { BasketIntent, type BasketIntentAnswer } from "~/forms/basket.fields";
import { formatMoney } from "~/i18n/format";
import { paths } from "~/routing/paths";

/** The field errors (translation keys) the server gave one of this section's forms. */
const fieldErrors = (answer: BasketIntentAnswer | undefined, intent: string) =>
  (answer?.intent === intent && answer.result.error) || {};

/**
 * One of the section's forms: its fetcher, and the answer its fields show (the fetcher's, else the
 * page's, from a post without JavaScript). Remix keeps a fetcher's answer when a later post ends in
 * a redirect, as every success does: the answer is dropped once the next post starts, so a refusal
 * does not outlive the post that put it right.
 */
function useSectionForm(answer: BasketIntentAnswer | undefined, intent: string) {
  const fetcher = useFetcher<BasketIntentAnswer>();
  const [outdated, setOutdated] = useState<unknown>();
  if (fetcher.state === "submitting" && fetcher.data !== outdated) setOutdated(fetcher.data);
  const own = (fetcher.data === outdated ? undefined : fetcher.data) ?? answer;
  return {
    fetcher,
    own,
    errors: fieldErrors(own, intent),
    errorText: useErrorText("delivery", "errors"),
    busy: fetcher.state !== "idle",
  };
}

/**
 * Delivery: progress toward free delivery, the shipping estimate (country, region, postcode) and its
 * methods to choose from. Plain posts to the basket route without JavaScript; with it, fetchers that
 * keep the page in place and show that they are busy.
 */
export function DeliverySection({
  cart,
  estimate,
  answer,
}: {
  cart: BasketView;
  estimate: ShippingEstimate | null;
  answer: BasketIntentAnswer | undefined;
}) {
  const { t } = useTranslation("delivery");
  if (!estimate) return null;
  return (
    <section className="delivery" aria-labelledby="delivery-heading" data-testid="delivery">
      <h2 id="delivery-heading" className="delivery__heading">
        {t("heading")}
      </h2>
      <FreeDeliveryBar cart={cart} estimate={estimate} />
      <EstimateForm estimate={estimate} answer={answer} />
      {estimate.address ? <MethodsForm estimate={estimate} answer={answer} /> : null}
    </section>
  );
}

function FreeDeliveryBar({ cart, estimate }: { cart: BasketView; estimate: ShippingEstimate }) {
  const { t } = useTranslation("delivery");
  const { locale, currencyFormats } = useShop();
  const textId = useId();
  const currency = cart.subtotal?.currency ?? cart.grandTotal?.currency;
  const discounts = cart.discounts.reduce((sum, d) => sum + (d.amount?.value ?? 0), 0);
  const progress = freeDeliveryProgress(cart.shipping.freeDeliveryAmount, cart.subtotal?.value ?? 0, discounts);
  if (!progress || !currency) return null;
  const format = (value: number) => formatMoney({ value, currency } satisfies Money, locale, currencyFormats);
  const { settings } = estimate;
  // The store's own words (storeConfig), "%s" being the amount still needed.
  const text = progress.done
    ? settings.successText || t("successFallback")
    : (settings.progressText || t("progressFallback", { amount: "%s" })).replace("%s", format(progress.remaining));
  const colour = (progress.done ? settings.successColour : settings.progressColour) || undefined;
  const valueText = t("progressValue", { reached: format(progress.reached), threshold: format(progress.threshold) });
  return (
    <div
      className={progress.done ? "free-delivery free-delivery--done" : "free-delivery"}
      style={colour ? ({ "--free-delivery-colour": colour } as React.CSSProperties) : undefined}
      data-testid="free-delivery"
    >
      <p id={textId} className="free-delivery__text" role="status">
        {progress.done ? (
          <span className="free-delivery__tick" aria-hidden="true">
            ✓
          </span>
        ) : null}
        {text}
      </p>
      <progress
        className="free-delivery__bar"
        max={progress.threshold}
        value={progress.reached}
        aria-label={t("progressLabel")}
        aria-describedby={textId}
        aria-valuetext={valueText}
      >
        {valueText}
      </progress>
    </div>
  );
}

function EstimateForm({ estimate, answer }: { estimate: ShippingEstimate; answer: BasketIntentAnswer | undefined }) {
  const { t } = useTranslation("delivery");
  const storeView = useStoreView();
  const { locale } = storeView;
  const { fetcher, own, errors, errorText, busy } = useSectionForm(answer, BasketIntent.estimateShipping);
  const countries = useMemo(() => {
    // A browser without region names lists the codes.
    const names = "DisplayNames" in Intl ? new Intl.DisplayNames([locale], { type: "region" }) : null;
    return estimate.settings.countries
      .map((code) => ({ code, label: names?.of(code) ?? code }))
      .sort((a, b) => a.label.localeCompare(b.label, locale));
  }, [estimate.settings.countries, locale]);
  const address = estimate.address;
  const initial = own?.intent === BasketIntent.estimateShipping ? own.result.initialValue : undefined;
  const value = (name: string, fallback: string | null | undefined) => {
    const v = initial?.[name];
    return typeof v === "string" ? v : (fallback ?? "");
  };
  return (
    <fetcher.Form
      // Another store's basket (after a store switch) starts from what the server says, as a page
      // without JavaScript does, not from what these fields last held.
      key={storeView.code}
      method="post"
      action={paths.basket(storeView)}
      className="delivery__estimate"
      aria-busy={busy}
      aria-labelledby="delivery-estimate-heading"
      preventScrollReset
    >
      <h3 id="delivery-estimate-heading" className="delivery__subheading">
        {t("estimateHeading")}
      </h3>
      <input type="hidden" name="intent" value={BasketIntent.estimateShipping} />
      <SelectField
        label={t("country")}
        className="field delivery__country"
        errors={errorText(errors.country)}
        selectProps={{
          name: "country",
          id: "delivery-country",
          required: true,
          defaultValue: value("country", address?.countryId ?? estimate.settings.defaultCountry),
          autoComplete: "country",
        }}
      >
        <option value="">{t("selectCountry")}</option>
        {countries.map((c) => (
          <option key={c.code} value={c.code}>
            {c.label}
          </option>
        ))}
      </SelectField>
      <div className="delivery__row">
        <Field
          label={t("region")}
          className="field delivery__region"
          errors={errorText(errors.region)}
          inputProps={{
            name: "region",
            id: "delivery-region",
            maxLength: 100,
            defaultValue: value("region", address?.region),
            autoComplete: "address-level1",
          }}
        />
        <Field
          label={t("postcode")}
          className="field delivery__postcode"
          errors={errorText(errors.postcode)}
          inputProps={{
            name: "postcode",
            id: "delivery-postcode",
            maxLength: 20,
            defaultValue: value("postcode", address?.postcode),
            autoComplete: "postal-code",
          }}
        />
      </div>
      <button type="submit" className="button button--secondary delivery__submit" disabled={busy}>
        {busy ? t("estimating") : t("estimate")}
      </button>
    </fetcher.Form>
  );
}

function MethodsForm({ estimate, answer }: { estimate: ShippingEstimate; answer: BasketIntentAnswer | undefined }) {
  const { t } = useTranslation("delivery");
  const storeView = useStoreView();
  const { fetcher, errors, errorText, busy } = useSectionForm(answer, BasketIntent.chooseShippingMethod);
  const hydrated = useHydrated();
  const address = estimate.address!;
  const place = [address.postcode, address.region, address.countryLabel].filter(Boolean).join(", ");
  if (!estimate.methods.length) {
    return (
      <p className="delivery__none" data-testid="delivery-none">
        {t("noMethodsFor", { country: address.countryLabel })}
      </p>
    );
  }
  const selected = estimate.methods.find((m) => m.selected)?.code ?? null;
  // With JavaScript a choice is saved as soon as it is made; the button is for a plain post.
  const submitOnChange = (event: FormEvent<HTMLFormElement>) => {
    if ((event.target as HTMLInputElement).name === "method") fetcher.submit(event.currentTarget);
  };
  return (
    <fetcher.Form
      // A new estimate (other address or methods) starts from what the backend has chosen.
      key={`${place}|${estimate.methods.map((m) => m.code + m.selected).join()}`}
      method="post"
      action={paths.basket(storeView)}
      className="delivery__methods"
      aria-busy={busy}
      onChange={submitOnChange}
      preventScrollReset
      data-testid="delivery-methods"
    >
      <input type="hidden" name="intent" value={BasketIntent.chooseShippingMethod} />
      <RadioGroupField
        name="method"
        legend={t("estimatedFor", { place })}
        legendClassName="delivery__subheading"
        choicesClassName="delivery__choices"
        errors={errorText(errors.method)}
        defaultValue={selected}
        choices={estimate.methods.map((m) => ({
          value: m.code,
          className: "delivery__choice",
          label: (
            <span className="delivery__choice-text">
              <span className="delivery__choice-title">{m.methodTitle || m.carrierTitle}</span>
              <span className="delivery__choice-price">
                {m.amount?.value === 0 ? t("free") : <Amount money={m.amount} />}
              </span>
            </span>
          ),
        }))}
      />
      {hydrated ? (
        <p className="delivery__saving" aria-live="polite">
          {busy ? t("choosing") : null}
        </p>
      ) : (
        <button type="submit" className="button button--secondary delivery__submit no-script-only">
          {t("choose")}
        </button>
      )}
    </fetcher.Form>
  );
}
