import { Form, useSubmit } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { ConfigurableOption, ConfigurableVariant } from "~/commerce/types";
import { useHydrated } from "~/components/ui/useHydrated";
import { optionsOfVariant } from "~/state/default-variant";

/**
 * Flavour and size as a plain GET form: without JavaScript the shopper picks and presses
 * "Show selection"; with it, every change updates the page in place.
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

  /** Whether the variant with this value (and the other current choices) can be bought. */
  function isAvailable(code: string, valueIndex: number) {
    const wanted = { ...chosen, [code]: valueIndex };
    const match = variants.find((v) => v.attributes.every((a) => wanted[a.code] === undefined || wanted[a.code] === a.value_index));
    return match?.product.stock_status === "IN_STOCK";
  }

  return (
    <Form
      // Remount when the page settles on another variant so the radios show what is selected.
      key={selected?.product.sku ?? "none"}
      method="get"
      replace
      preventScrollReset
      className="variant-picker"
      onChange={(event) => submit(event.currentTarget, { replace: true, preventScrollReset: true })}
    >
      {options.map((option) => (
        <fieldset key={option.uid} className="variant-picker__option">
          <legend>{option.label}</legend>
          {option.values.map((value) => {
            const available = isAvailable(option.attribute_code, value.value_index);
            return (
              <label key={value.uid} className={available ? "choice" : "choice choice--unavailable"}>
                <input
                  type="radio"
                  name={option.attribute_code}
                  value={value.value_index}
                  defaultChecked={chosen[option.attribute_code] === value.value_index}
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
