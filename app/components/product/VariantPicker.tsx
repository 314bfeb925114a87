import { Form, useSubmit } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { presentItems } from "~/commerce/lists";
import type { ConfigurableOption, ConfigurableVariant } from "~/commerce/types";
import { useHydrated } from "~/components/ui/useHydrated";
import { optionsOfVariant } from "~/state/default-variant";

/**
 * Flavour and size as a plain GET form: without JavaScript the shopper picks and presses
 * "Show selection"; with it, every change updates the page in place. The radios stay mounted (so
 * keyboard focus stays where the shopper is) and are brought in line with the variant the page
 * settles on, which may differ from the click (SPEC §4 default-variant rule).
 */
export function VariantPicker({
  options,
  variants,
  selected,
}: {
  options: ConfigurableOption[];
  variants: ConfigurableVariant[];
  selected: ConfigurableVariant | null;
}) {
  const { t } = useTranslation("product");
  const submit = useSubmit();
  const hydrated = useHydrated();
  const chosen = optionsOfVariant(selected ?? undefined);
  const form = useRef<HTMLFormElement>(null);
  const selectedSku = selected?.product?.sku;

  useEffect(() => {
    for (const input of form.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? []) {
      input.checked = chosen[input.name] === Number(input.value);
    }
    // `chosen` follows from the selected variant, so its sku is the whole dependency.
  }, [selectedSku]);

  /** Whether the variant with this value (and the other current choices) can be bought. */
  function isAvailable(code: string, valueIndex: number) {
    const wanted = { ...chosen, [code]: valueIndex };
    const match = variants.find((v) =>
      presentItems(v.attributes).every((a) => a.code === null || wanted[a.code] === undefined || wanted[a.code] === a.value_index),
    );
    return match?.product?.stock_status === "IN_STOCK";
  }

  return (
    <Form ref={form} method="get" replace preventScrollReset className="variant-picker">
      {options.map(({ uid, label, attribute_code: code, values }) => (
        <fieldset key={uid} className="variant-picker__option">
          <legend>{label}</legend>
          {presentItems(values).map((value) => {
            if (code === null || value.value_index === null) return null;
            const available = isAvailable(code, value.value_index);
            return (
              <label key={value.uid ?? value.value_index} className={available ? "choice" : "choice choice--unavailable"}>
                <input
                  type="radio"
                  name={code}
                  value={value.value_index}
                  defaultChecked={chosen[code] === value.value_index}
                  onChange={(event) => submit(event.currentTarget.form, { replace: true, preventScrollReset: true })}
                />
                <span>{value.label}</span>
                {available ? null : <span className="choice__note"> ({t("stock.outOfStock")})</span>}
              </label>
            );
          })}
        </fieldset>
      ))}
      <button type="submit" className={hydrated ? "visually-hidden" : "button button--secondary"}>
        {t("variant.showSelection")}
      </button>
    </Form>
  );
}
