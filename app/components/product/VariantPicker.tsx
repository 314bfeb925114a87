import { useSubmit } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/use-translation";
import type { ProductOption, ProductVariant } from "~/commerce/catalog/product";
import { optionsOfVariant } from "~/commerce/catalog/default-variant";
import { FLAVOUR_CODE } from "~/commerce/catalog/product-page-settings";
import { RadioGroupField } from "~/components/ui/forms/ChoiceGroupField";
import { useErrorText } from "~/components/ui/forms/ErrorList";
import { useColon } from "~/i18n/colon";

/**
 * Flavour and size radios inside the add-to-basket form, so the add buys what is ticked even
 * before the page has caught up. The radios stay mounted (keyboard focus stays where the shopper
 * is) and are brought in line with the variant the page settles on, which may differ from the
 * click (SPEC §4 default-variant rule).
 */
export function VariantPicker({
  options,
  variants,
  selected,
  errors = {},
  choiceInAddress = true,
  idPrefix,
  flavourLabel = null,
}: {
  options: ProductOption[];
  variants: ProductVariant[];
  selected: ProductVariant | null;
  /** Translation keys by field name (Conform's errors), e.g. a flavour that must be chosen. */
  errors?: Record<string, string[] | null | undefined>;
  /** False on a page whose address belongs to something else (a list): a choice only ticks. */
  choiceInAddress?: boolean;
  /** Makes the groups' ids unique when a page holds several pickers (quick buy in a list). */
  idPrefix?: string;
  /** The flavour label beside the flavour group's name ("Flavour: Vanilla"); null: none. */
  flavourLabel?: string | null;
}) {
  const { t } = useTranslation("product");
  const colon = useColon();
  const errorText = useErrorText("product", "errors");
  const submit = useSubmit();
  const chosen = optionsOfVariant(selected ?? undefined);
  const picker = useRef<HTMLDivElement>(null);
  const selectedSku = selected?.sku;

  /** A new flavour or size: the page shows that variant (price, image, stock) via the address. */
  function showChoice(form: HTMLFormElement) {
    const formData = new FormData(form);
    const query = new URLSearchParams();
    for (const { code } of options) {
      const value = formData.get(code);
      if (typeof value === "string") query.set(code, value);
    }
    submit(query, { method: "get", replace: true, preventScrollReset: true });
  }

  useEffect(() => {
    for (const input of picker.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? []) {
      input.checked = chosen[input.name] === Number(input.value);
    }
    // `chosen` follows from the selected variant, so its sku is the whole dependency.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selectedSku]);

  /** Whether the variant with this value (and the other current choices) can be bought. */
  function isAvailable(code: string, valueIndex: number) {
    const wanted = { ...chosen, [code]: valueIndex };
    const match = variants.find((v) =>
      v.attributes.every((a) => wanted[a.code] === undefined || wanted[a.code] === a.valueIndex),
    );
    return match?.inStock ?? false;
  }

  return (
    <div ref={picker} className="variant-picker">
      {options.map(({ uid, label, code, values }) => (
        <RadioGroupField
          key={uid}
          id={idPrefix ? `${idPrefix}-${code}` : code}
          className="choice-group"
          choicesClassName="choice-group__choices"
          legend={
            code === FLAVOUR_CODE && flavourLabel ? (
              <>
                {label}
                {colon}
                <span className="choice-group__chosen">{flavourLabel}</span>
              </>
            ) : (
              label
            )
          }
          name={code}
          errors={errorText(errors[code])}
          defaultValue={chosen[code] === undefined ? null : String(chosen[code])}
          onChange={(event) => choiceInAddress && event.currentTarget.form && showChoice(event.currentTarget.form)}
          choices={values.map((value) => {
            const available = isAvailable(code, value.valueIndex);
            return {
              value: String(value.valueIndex),
              className: `${available ? "pill" : "pill pill--unavailable"}${value.swatch ? " pill--swatch" : ""}`,
              label: (
                <>
                  {/* A flavour's colour dot: a swatch beside its name, never instead of it. */}
                  {value.swatch ? (
                    <span
                      className="pill__swatch"
                      aria-hidden="true"
                      style={{ "--swatch": value.swatch } as React.CSSProperties}
                    />
                  ) : null}
                  <span className="pill__label">{value.label}</span>
                  {available ? null : <span className="pill__note"> ({t("stock.outOfStock")})</span>}
                </>
              ),
            };
          })}
        />
      ))}
    </div>
  );
}
