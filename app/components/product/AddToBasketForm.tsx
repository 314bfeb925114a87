import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useActionData, useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { presentItems } from "~/commerce/lists";
import type { ConfigurableVariant, ProductDetail } from "~/commerce/types";
import { useHydrated } from "~/components/ui/useHydrated";
import { AddToBasketSchema, MAX_LINE_QUANTITY } from "~/forms/add-to-basket";
import type { action as productAction } from "~/routes/product";

/**
 * Posts to the product page's action. Without JavaScript it is a normal form post that redirects
 * back with a message; with it, a fetcher keeps the shopper on the page and the button goes
 * add -> adding -> added.
 */
export function AddToBasketForm({
  product,
  variant,
  inStock,
}: {
  product: ProductDetail;
  variant: ConfigurableVariant | null;
  inStock: boolean;
}) {
  const { t } = useTranslation("product");
  const fetcher = useFetcher<typeof productAction>();
  const actionData = useActionData<typeof productAction>();
  const hydrated = useHydrated();
  const lastResult = fetcher.data?.result ?? actionData?.result;
  const [form, fields] = useForm({
    id: "add-to-basket",
    lastResult,
    defaultValue: { quantity: "1" },
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AddToBasketSchema }),
  });

  // The button says "Added" until the shopper changes what they would add next (quantity, options
  // or variant), rather than for a fixed time that a slow phone may never show.
  const [justAdded, setJustAdded] = useState(false);
  const variantSku = variant?.product?.sku;
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.added) setJustAdded(true);
  }, [fetcher.state, fetcher.data]);
  useEffect(() => setJustAdded(false), [variantSku]);

  const busy = fetcher.state !== "idle";
  const label = busy ? t("add.adding") : justAdded ? t("add.added") : t("add.add");
  const selectedOptions = presentItems(variant?.attributes).map((a) => a.uid);
  const bundleOptions = product.__typename === "BundleProduct" ? presentItems(product.items) : [];
  const backendErrors = fetcher.state === "idle" ? (fetcher.data?.errors ?? []) : [];
  const quantityErrorId = `${fields.quantity.id}-error`;

  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="add-to-basket" onChange={() => setJustAdded(false)}>
      <input type="hidden" name="intent" value="add-to-basket" />
      <input type="hidden" name="sku" value={product.sku ?? ""} />
      {/* Indexed names keep one radio group per bundle option while all land in selected_options. */}
      {selectedOptions.map((uid, index) => (
        <input key={uid} type="hidden" name={`selected_options[${index}]`} value={uid} />
      ))}
      {bundleOptions.map((option, optionIndex) => {
        const selections = presentItems(option.options);
        return (
          <fieldset key={option.uid ?? optionIndex} className="bundle-option">
            <legend>{option.title}</legend>
            {selections.map((selection, index) => (
              <label key={selection.uid} className="choice">
                <input
                  type="radio"
                  name={`selected_options[${selectedOptions.length + optionIndex}]`}
                  value={selection.uid}
                  defaultChecked={Boolean(selection.is_default) || (index === 0 && !selections.some((o) => o.is_default))}
                />
                <span>
                  {(selection.quantity ?? 1) > 1 ? `${selection.quantity} × ` : ""}
                  {selection.label}
                </span>
              </label>
            ))}
          </fieldset>
        );
      })}
      {hydrated ? <input type="hidden" name="response" value="fetcher" /> : null}
      <div className="field field--quantity">
        <label htmlFor={fields.quantity.id}>{t("add.quantity")}</label>
        <input
          {...getInputProps(fields.quantity, { type: "number" })}
          min={1}
          max={MAX_LINE_QUANTITY}
          inputMode="numeric"
          aria-describedby={fields.quantity.errors ? quantityErrorId : undefined}
        />
        {fields.quantity.errors ? (
          <p id={quantityErrorId} className="field__error">
            {fields.quantity.errors.map((key) => t(`errors.${key}`, { max: MAX_LINE_QUANTITY })).join(" ")}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button button--primary" disabled={!inStock || busy}>
        {inStock ? label : t("stock.outOfStock")}
      </button>
      {/* Screen readers hear the outcome; the button's own text change is not announced reliably. */}
      {hydrated ? (
        <p className="visually-hidden" role="status">
          {justAdded ? t("add.addedMessage") : ""}
        </p>
      ) : null}
      {backendErrors.length ? (
        <ul className="form-errors" role="alert">
          {backendErrors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </fetcher.Form>
  );
}
