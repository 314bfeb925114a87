import { useTranslation } from "react-i18next";
import type { BundleOption, BundlePart } from "~/commerce/catalog/product";
import { toMoney } from "~/commerce/money";
import { Amount } from "~/components/ui/Price";
import {
  bundleFieldName,
  isMultiChoice,
  isPartInStock,
  type BundleSelection,
} from "~/commerce/catalog/product-selection";

/**
 * A bundle's options as Magento means them: `radio` and `select` pick one part (an optional one may
 * pick none), `checkbox` and `multi` any number, none when optional. Parts out of stock are shown
 * but cannot be chosen. Uncontrolled fields: the form is the state, with or without JavaScript.
 */
export function BundlePicker({
  options,
  selection,
  currency,
  errors,
}: {
  options: BundleOption[];
  selection: BundleSelection;
  currency: string | null;
  errors: Record<string, string[] | undefined>;
}) {
  const { t } = useTranslation("product");
  return (
    <div className="bundle-picker">
      {options.map((option) => {
        const name = bundleFieldName(option);
        const chosen = selection[name] ?? [];
        const parts = option.parts;
        const errorId = `${name}-error`;
        const problem = errors[name]?.length ? errors[name]!.map((key) => t(`errors.${key}`)).join(" ") : null;
        const title = (
          <>
            {option.title}
            {option.required ? null : <span className="choice-group__optional"> {t("bundle.optional")}</span>}
          </>
        );
        if (option.type === "select") {
          return (
            <div key={name} className="choice-group">
              <label htmlFor={name} className="choice-group__title">
                {title}
              </label>
              <select
                id={name}
                name={name}
                defaultValue={chosen[0] ?? ""}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? errorId : undefined}
              >
                {option.required ? null : <option value="">{t("bundle.none")}</option>}
                {parts.map((part) => (
                  <option key={part.uid} value={part.uid} disabled={!isPartInStock(part)}>
                    {partText(part, t)}
                  </option>
                ))}
              </select>
              {problem ? (
                <p id={errorId} className="field__error">
                  {problem}
                </p>
              ) : null}
            </div>
          );
        }
        const multi = isMultiChoice(option);
        return (
          <fieldset key={name} className="choice-group" aria-describedby={problem ? errorId : undefined}>
            <legend className="choice-group__title">{title}</legend>
            <div className="choice-group__parts">
              {option.required || multi ? null : (
                <label className="part">
                  <input type="radio" name={name} value="" defaultChecked={!chosen.length} />
                  <span className="part__name">{t("bundle.none")}</span>
                </label>
              )}
              {parts.map((part) => {
                const available = isPartInStock(part);
                return (
                  <label key={part.uid} className={available ? "part" : "part part--unavailable"}>
                    <input
                      type={multi ? "checkbox" : "radio"}
                      name={name}
                      value={part.uid}
                      defaultChecked={chosen.includes(part.uid)}
                      disabled={!available}
                    />
                    <span className="part__name">
                      {part.quantity > 1 ? `${part.quantity} × ` : ""}
                      {part.label}
                    </span>
                    <span className="part__price">
                      {available ? (
                        <Amount
                          money={toMoney({
                            value: Math.round(part.price * part.quantity * 100) / 100,
                            currency,
                          })}
                        />
                      ) : (
                        t("stock.outOfStock")
                      )}
                    </span>
                  </label>
                );
              })}
            </div>
            {problem ? (
              <p id={errorId} className="field__error">
                {problem}
              </p>
            ) : null}
          </fieldset>
        );
      })}
    </div>
  );
}

function partText(part: BundlePart, t: (key: string) => string) {
  const quantity = part.quantity > 1 ? `${part.quantity} × ` : "";
  return isPartInStock(part) ? `${quantity}${part.label}` : `${quantity}${part.label} (${t("stock.outOfStock")})`;
}
