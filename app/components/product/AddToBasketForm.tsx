import { getFormProps, getInputProps, useForm, type SubmissionResult } from "~/components/ui/forms/form-wiring";
import { addToBasket as addToBasketConstraints } from "~/forms/constraints/addToBasket";
import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";
import type { ProductDetail, ProductVariant } from "~/commerce/catalog/product";
import { useStoreView } from "~/components/layout/useStoreView";
import { BundlePicker } from "~/components/product/BundlePicker";
import { VariantPicker } from "~/components/product/VariantPicker";
import { EnhancedSubmissionMarker } from "~/components/ui/forms/EnhancedSubmission";
import { ErrorList, errorIdFor, useErrorText } from "~/components/ui/forms/ErrorList";
import { Field } from "~/components/ui/forms/Field";
import { useHydrated } from "~/components/ui/useHydrated";
import {
  ADD_TO_BASKET_INTENT,
  KEEP_ADDRESS_FIELD,
  MAX_LINE_QUANTITY,
  QUANTITY_VALIDITY_ERRORS,
  type AddToBasketActionData,
} from "~/forms/add-to-basket.fields";
import { REDIRECT_TO_FIELD } from "~/forms/basket.fields";
import { paths } from "~/routing/paths";
import { chooseDefaultVariant, configurableChoices } from "~/commerce/catalog/default-variant";
import {
  BUNDLE_CHOSEN_MARKER,
  bundleOptions,
  bundleSelectionFrom,
  chosenOptionsFrom,
  type BundleSelection,
} from "~/commerce/catalog/product-selection";

/** How long the button says "Added to basket" before it offers the add again. */
export const ADDED_SHOWN_MS = 4000;

/**
 * One form holds what the shopper chooses (flavour and size, or a bundle's parts), the quantity
 * and the add button, so "Add to basket" posts exactly what is ticked, to the basket route. Without
 * JavaScript the add is a normal post that comes back to `redirectTo` with a message, and "Show
 * selection" (a GET of the same form to this page) shows the price of a choice without adding; with
 * it, a choice updates the page at once and a fetcher keeps the shopper on the page while the button
 * goes add -> adding -> added. Reusable wherever a product can be bought (product page, quick buy in
 * lists, cross-sells, offers): it needs the product and where to come back to.
 */
export function AddToBasketForm({
  product,
  redirectTo,
  variant = null,
  bundleSelection = null,
  onBundleChange,
  quantity = "1",
  inStock,
  refusal = null,
  id = "add-to-basket",
  choiceInAddress = true,
  onAdded,
  flavourLabel = null,
  purchaseChoice = null,
}: {
  product: ProductDetail;
  /** The page the shopper comes back to without JavaScript (the choice is added to its address). */
  redirectTo: string;
  variant?: ProductVariant | null;
  bundleSelection?: BundleSelection | null;
  onBundleChange?: (selection: BundleSelection) => void;
  quantity?: string;
  inStock: boolean;
  /** A refused add returned without JavaScript (read from the page's address), shown like the fetcher's. */
  refusal?: SubmissionResult<string[]> | null;
  /** Unique per page when there are several (a list of products). */
  id?: string;
  /**
   * False where the page's address is not this product's (a list's quick buy): a choice then only
   * ticks (the add posts what is ticked) instead of showing itself through the address, which
   * would replace the list's own state, and there is no "Show selection".
   */
  choiceInAddress?: boolean;
  /** Called once per successful add with JavaScript (the quick-buy card's countdown). */
  onAdded?: () => void;
  /** The flavour label shown with the flavour choice (the product page). */
  flavourLabel?: string | null;
  /** Fields of how the product is bought (the product page's subscribe and save), before the quantity. */
  purchaseChoice?: ReactNode;
}) {
  const { t } = useTranslation("product");
  const storeView = useStoreView();
  const fetcher = useFetcher<AddToBasketActionData>();
  const errorText = useErrorText("product", "errors", { max: MAX_LINE_QUANTITY });
  const lastResult = fetcher.data?.result ?? refusal ?? undefined;
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue: { quantity },
    constraint: addToBasketConstraints,
    validityErrors: { quantity: QUANTITY_VALIDITY_ERRORS },
  });

  // The button says "Added" for a few seconds, or until the shopper changes what they would add
  // next (quantity, options or variant), then offers "Add to basket" again.
  // The answer the shopper has moved on from is remembered, and "Added" shows only for a newer one.
  const [dismissedAnswer, setDismissedAnswer] = useState<AddToBasketActionData | undefined>(undefined);
  const variantSku = variant?.sku;
  const [shownSku, setShownSku] = useState(variantSku);
  // The variant the last add was for. A shopper who ticks and adds at once sees the page catch up
  // with that same choice after the add has answered: that is no reason to take back "Added".
  const [addedSku, setAddedSku] = useState<string | undefined>(undefined);
  if (shownSku !== variantSku) {
    // Adjusted while rendering (React's pattern for state that follows a prop), not in an effect.
    setShownSku(variantSku);
    if (variantSku !== addedSku) setDismissedAnswer(fetcher.data);
  }
  const justAdded = fetcher.state === "idle" && Boolean(fetcher.data?.added) && fetcher.data !== dismissedAnswer;

  useEffect(() => {
    if (!justAdded) return;
    const answer = fetcher.data;
    const timer = setTimeout(() => setDismissedAnswer(answer), ADDED_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [justAdded, fetcher.data]);

  useEffect(() => {
    if (justAdded) onAdded?.();
    // Once per answer: the answer object, not the callback's identity, is what changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [justAdded, fetcher.data]);

  const { options, variants } = configurableChoices(product);
  const items = bundleOptions(product);
  const choiceErrors = (lastResult?.error ?? {}) as Record<string, string[] | null | undefined>;

  const formProps = getFormProps(form);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const chosen = chosenOptionsFrom(
      new FormData(event.currentTarget),
      options.map((option) => option.code),
    );
    setAddedSku(variants.length ? chooseDefaultVariant(variants, options, chosen)?.sku : undefined);
    formProps.onSubmit(event);
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    setDismissedAnswer(fetcher.data);
    if (items.length) onBundleChange?.(bundleSelectionFrom(new FormData(event.currentTarget), items) ?? {});
  }

  const busy = fetcher.state !== "idle";
  const label = busy ? t("add.adding") : justAdded ? t("add.added") : t("add.add");
  const backendErrors = fetcher.state === "idle" ? (fetcher.data?.errors ?? []) : [];
  const quantityErrors = errorText(fields.quantity.errors);

  return (
    <fetcher.Form
      method="post"
      action={paths.basket(storeView)}
      {...formProps}
      onSubmit={onSubmit}
      className="add-to-basket"
      onChange={onChange}
    >
      <EnhancedSubmissionMarker />
      <input type="hidden" name="urlKey" value={product.urlKey ?? ""} />
      <input type="hidden" name={REDIRECT_TO_FIELD} value={redirectTo} />
      {choiceInAddress ? null : <input type="hidden" name={KEEP_ADDRESS_FIELD} value="1" />}
      {options.length ? (
        <VariantPicker
          options={options}
          variants={variants}
          selected={variant}
          errors={choiceErrors}
          choiceInAddress={choiceInAddress}
          idPrefix={id === "add-to-basket" ? undefined : id}
          flavourLabel={flavourLabel}
        />
      ) : null}
      {items.length && bundleSelection ? (
        <>
          {/* Tells an empty checkbox group (declined) from a page that never showed one. */}
          <input type="hidden" name={BUNDLE_CHOSEN_MARKER} value="1" />
          <BundlePicker
            options={items}
            selection={bundleSelection}
            currency={product.currency}
            errors={choiceErrors}
            idPrefix={id === "add-to-basket" ? undefined : id}
          />
        </>
      ) : null}
      {purchaseChoice}
      <div className="add-to-basket__row">
        <Field
          className="field field--quantity"
          label={t("add.quantity")}
          inputProps={{
            ...getInputProps(fields.quantity, { type: "number" }),
            min: 1,
            max: MAX_LINE_QUANTITY,
            inputMode: "numeric",
          }}
          errors={quantityErrors}
          errorsShownElsewhere
        />
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
      <ErrorList
        id={errorIdFor(fields.quantity.id)}
        errors={quantityErrors}
        keepSpace
        className="add-to-basket__message"
      />
      <HydratedParts
        showSelection={choiceInAddress ? t("variant.showSelection") : null}
        status={justAdded ? t("add.addedMessage") : ""}
      />
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

// What differs once React runs is a component of its own: a component that reads useHydrated is
// rendered again right after hydration, and the form's fields need not be.

/**
 * Without JavaScript, the button that shows the ticked choice through the address (with it a choice
 * applies at once); with it, what screen readers hear of an add (the button's own text change is not
 * announced reliably).
 */
function HydratedParts({ showSelection, status }: { showSelection: string | null; status: string }) {
  const { pathname } = useLocation();
  if (useHydrated())
    return (
      <p className="visually-hidden" role="status">
        {status}
      </p>
    );
  return showSelection ? (
    <button
      type="submit"
      formMethod="get"
      formAction={pathname}
      className="button button--secondary add-to-basket__show no-script-only"
    >
      {showSelection}
    </button>
  ) : null;
}
