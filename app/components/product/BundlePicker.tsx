import { useTranslation } from "~/i18n/use-translation";
import type { BundleOption, BundlePart } from "~/commerce/catalog/product";
import { toMoney } from "~/commerce/money";
import { ChoiceGroupField, RadioGroupField } from "~/components/ui/forms/ChoiceGroupField";
import { useErrorText } from "~/components/ui/forms/ErrorList";
import { CheckboxField, SelectField } from "~/components/ui/forms/Field";
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
  idPrefix,
}: {
  options: BundleOption[];
  selection: BundleSelection;
  currency: string | null;
  /** Translation keys by field name (Conform's errors). */
  errors: Record<string, string[] | null | undefined>;
  /** Makes the fields' ids unique when a page holds several pickers (quick buy in a list). */
  idPrefix?: string;
}) {
  const { t } = useTranslation("product");
  const errorText = useErrorText("product", "errors");
  return (
    <div className="bundle-picker">
      {options.map((option) => {
        const name = bundleFieldName(option);
        const id = idPrefix ? `${idPrefix}-${name}` : name;
        const chosen = selection[name] ?? [];
        const parts = option.parts;
        const problems = errorText(errors[name]);
        const title = (
          <>
            {option.title}
            {option.required ? null : <span className="choice-group__optional"> {t("bundle.optional")}</span>}
          </>
        );
        if (option.type === "select") {
          return (
            <SelectField
              key={name}
              className="choice-group"
              label={title}
              labelProps={{ className: "choice-group__title" }}
              selectProps={{ id, name, defaultValue: chosen[0] ?? "" }}
              errors={problems}
            >
              {option.required ? null : <option value="">{t("bundle.none")}</option>}
              {parts.map((part) => (
                <option key={part.uid} value={part.uid} disabled={!isPartInStock(part)}>
                  {partText(part, t)}
                </option>
              ))}
            </SelectField>
          );
        }
        const frame = {
          legend: title,
          legendClassName: "choice-group__title",
          className: "choice-group",
          choicesClassName: "choice-group__parts",
          errors: problems,
          id,
        };
        if (isMultiChoice(option)) {
          return (
            <ChoiceGroupField key={name} {...frame}>
              {parts.map((part) => (
                <CheckboxField
                  key={part.uid}
                  className={isPartInStock(part) ? "part" : "part part--unavailable"}
                  label={<PartLabel part={part} currency={currency} />}
                  inputProps={{
                    id: `${id}-${part.uid}`,
                    name,
                    value: part.uid,
                    defaultChecked: chosen.includes(part.uid),
                    disabled: !isPartInStock(part),
                  }}
                />
              ))}
            </ChoiceGroupField>
          );
        }
        return (
          <RadioGroupField
            key={name}
            {...frame}
            name={name}
            defaultValue={chosen[0] ?? (option.required ? null : "")}
            choices={[
              ...(option.required
                ? []
                : [{ value: "", label: <span className="part__name">{t("bundle.none")}</span>, className: "part" }]),
              ...parts.map((part) => ({
                value: part.uid,
                label: <PartLabel part={part} currency={currency} />,
                disabled: !isPartInStock(part),
                className: isPartInStock(part) ? "part" : "part part--unavailable",
              })),
            ]}
          />
        );
      })}
    </div>
  );
}

function PartLabel({ part, currency }: { part: BundlePart; currency: string | null }) {
  const { t } = useTranslation("product");
  return (
    <>
      <span className="part__name">
        {part.quantity > 1 ? `${part.quantity} × ` : ""}
        {part.label}
      </span>
      <span className="part__price">
        {isPartInStock(part) ? (
          <Amount money={toMoney({ value: Math.round(part.price * part.quantity * 100) / 100, currency })} />
        ) : (
          t("stock.outOfStock")
        )}
      </span>
    </>
  );
}

function partText(part: BundlePart, t: (key: string) => string) {
  const quantity = part.quantity > 1 ? `${part.quantity} × ` : "";
  return isPartInStock(part) ? `${quantity}${part.label}` : `${quantity}${part.label} (${t("stock.outOfStock")})`;
}
