import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useActionData, useFetcher } from "@remix-run/react";
import { useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { ProductDetail, ProductOption, ProductVariant } from "~/commerce/catalog/product";
import { BundlePicker } from "~/components/product/BundlePicker";
import { VariantPicker } from "~/components/product/VariantPicker";
import { useHydrated } from "~/components/ui/useHydrated";
import {
  ADD_TO_BASKET_INTENT,
  AddToBasketSchema,
  MAX_LINE_QUANTITY,
  type AddToBasketActionData,
} from "~/forms/add-to-basket";
import {
  BUNDLE_CHOSEN_MARKER,
  bundleOptions,
  bundleSelectionFrom,
  type BundleSelection,
} from "~/commerce/catalog/product-selection";

/**
 * One form holds what the shopper chooses (flavour and size, or a bundle's parts), the quantity
 * and the add button, so "Add to basket" posts exactly what is ticked. Without JavaScript the add
 * is a normal post that redirects back with a message, and "Show selection" (a GET of the same
 * form) shows the price of a choice without adding; with it, a choice updates the page at once and
 * a fetcher keeps the shopper on the page while the button goes add -> adding -> added.
 */
export function AddToBasketForm({
  product,
  options,
  variants,
  variant,
  bundleSelection,
  onBundleChange,
  quantity,
  inStock,
}: {
  product: ProductDetail;
  options: ProductOption[];
  variants: ProductVariant[];
  variant: ProductVariant | null;
  bundleSelection: BundleSelection | null;
  onBundleChange: (selection: BundleSelection) => void;
  quantity: string;
  inStock: boolean;
}) {
  const { t } = useTranslation("product");
  const fetcher = useFetcher<AddToBasketActionData>();
  const actionData = useActionData<AddToBasketActionData>();
  const hydrated = useHydrated();
  const lastResult = fetcher.data?.result ?? actionData?.result;
  const [form, fields] = useForm({
    id: "add-to-basket",
    lastResult,
    defaultValue: { quantity },
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AddToBasketSchema }),
  });

  // The button says "Added" until the shopper changes what they would add next (quantity, options
  // or variant), rather than for a fixed time that a slow phone may never show.
  const [justAdded, setJustAdded] = useState(false);
  const variantSku = variant?.sku;
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.added) setJustAdded(true);
  }, [fetcher.state, fetcher.data]);
  useEffect(() => setJustAdded(false), [variantSku]);

  const items = bundleOptions(product);

  function onChange(event: FormEvent<HTMLFormElement>) {
    setJustAdded(false);
    if (items.length) onBundleChange(bundleSelectionFrom(new FormData(event.currentTarget), items) ?? {});
  }

  const busy = fetcher.state !== "idle";
  const label = busy ? t("add.adding") : justAdded ? t("add.added") : t("add.add");
  const backendErrors = fetcher.state === "idle" ? (fetcher.data?.errors ?? actionData?.errors ?? []) : [];
  const quantityErrorId = `${fields.quantity.id}-error`;
  const fieldErrors = (lastResult?.error ?? {}) as Record<string, string[] | undefined>;

  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="add-to-basket" onChange={onChange}>
      {hydrated ? <input type="hidden" name="response" value="fetcher" /> : null}
      {options.length ? <VariantPicker options={options} variants={variants} selected={variant} /> : null}
      {items.length && bundleSelection ? (
        <>
          {/* Tells an empty checkbox group (declined) from a page that never showed one. */}
          <input type="hidden" name={BUNDLE_CHOSEN_MARKER} value="1" />
          <BundlePicker options={items} selection={bundleSelection} currency={product.currency} errors={fieldErrors} />
        </>
      ) : null}
      <div className="add-to-basket__row">
        <div className="field field--quantity">
          <label htmlFor={fields.quantity.id}>{t("add.quantity")}</label>
          <input
            {...getInputProps(fields.quantity, { type: "number" })}
            min={1}
            max={MAX_LINE_QUANTITY}
            inputMode="numeric"
            aria-describedby={fields.quantity.errors ? quantityErrorId : undefined}
          />
        </div>
        <button
          type="submit"
          name="intent"
          value={ADD_TO_BASKET_INTENT}
          className="button button--primary add-to-basket__add"
          disabled={!inStock || busy}
        >
          {inStock ? label : t("stock.outOfStock")}
        </button>
      </div>
      {/* Always in the page with its space kept: a message that appears or goes must not move the
          button under a shopper's pointer (a click that lands after the shift is lost). */}
      <p id={quantityErrorId} className="field__error add-to-basket__message">
        {fields.quantity.errors
          ? fields.quantity.errors.map((key) => t(`errors.${key}`, { max: MAX_LINE_QUANTITY })).join(" ")
          : null}
      </p>
      {hydrated ? null : (
        <button type="submit" formMethod="get" className="button button--secondary add-to-basket__show">
          {t("variant.showSelection")}
        </button>
      )}
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
