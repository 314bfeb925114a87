import { Link, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import type { CartLine } from "~/commerce/cart/cart";
import { BasketForm } from "~/features/basket/BasketForm";
import { SupersizeOffer } from "~/features/basket/SupersizeOffer";
import { ErrorList, errorIdFor } from "~/components/ui/forms/ErrorList";
import { Field } from "~/components/ui/forms/Field";
import { Amount } from "~/components/ui/Price";
import { useStoreView } from "~/components/layout/useStoreView";
import { MAX_LINE_QUANTITY } from "~/forms/add-to-basket.fields";
import { BasketIntent } from "~/forms/basket.fields";
import { productPath } from "~/i18n/store-views";
import { ResponsiveImage } from "~/components/ui/ResponsiveImage";
import { useColon } from "~/i18n/colon";

/**
 * One basket line. `errors` are shopper-facing texts; `refusalId` changes with every refused
 * quantity so the field shows what the basket holds again instead of the refused number.
 */
export function BasketLine({
  item,
  errors = [],
  refusalId,
}: {
  item: CartLine;
  errors?: string[];
  refusalId?: string;
}) {
  const { t } = useTranslation("cart");
  const colon = useColon();
  const storeView = useStoreView();
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formData?.get("itemUid") === item.uid;
  const quantityId = `quantity-${item.uid}`;
  const { name, configurableOptions, bundleOptions } = item;
  const onSale =
    item.regularUnitPrice !== null && item.unitPrice !== null && item.regularUnitPrice.value > item.unitPrice.value;
  return (
    <li className="basket-line" data-testid="basket-line" aria-busy={pending}>
      {item.imageUrl ? <ResponsiveImage src={item.imageUrl} alt="" width={96} height={96} sizes="96px" /> : null}
      <div className="basket-line__info">
        {item.urlKey ? (
          <Link to={productPath(storeView, item.urlKey) + item.productSearch} className="basket-line__name">
            {name}
          </Link>
        ) : (
          <span className="basket-line__name">{name}</span>
        )}
        {configurableOptions.length ? (
          <dl className="basket-line__options">
            {configurableOptions.map((option) => (
              <div key={option.label}>
                <dt>{option.label}</dt>
                <dd>{option.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {bundleOptions.length ? (
          <ul className="basket-line__options">
            {bundleOptions.map((option) => (
              <li key={option.uid}>
                {option.label}
                {colon}
                {option.values.map((v) => `${v.quantity} × ${v.label}`).join(", ")}
              </li>
            ))}
          </ul>
        ) : null}
        <p className="basket-line__sku">
          {t("sku")}
          {colon}
          {item.shownSku}
        </p>
        <p className="basket-line__price">
          {t("unitPrice")}
          {colon}
          <Amount money={item.unitPrice} />
          {onSale ? (
            <>
              {" "}
              <s className="price__regular">
                <span className="visually-hidden">{t("wasPrice")} </span>
                <Amount money={item.regularUnitPrice} />
              </s>
            </>
          ) : null}
        </p>
        {item.discounts.length ? (
          <ul className="basket-line__discounts">
            {item.discounts.map((discount) => (
              <li key={discount.label}>
                {discount.label}
                {colon}−<Amount money={discount.amount} />
              </li>
            ))}
          </ul>
        ) : null}
        {item.isReward ? <p className="badge badge--reward">{t("rewardProduct")}</p> : null}
        {item.subscription ? <p className="basket-line__subscription">{t("subscription", item.subscription)}</p> : null}
        <SupersizeOffer line={item} />
      </div>
      {item.isReward ? (
        <p className="basket-line__quantity">
          {t("quantity")}
          {colon}
          {item.quantity}
        </p>
      ) : (
        <BasketForm
          intent={BasketIntent.updateQuantity}
          inputs={{ itemUid: item.uid }}
          className="basket-line__quantity"
        >
          {/* "−" and "+" submit forms of their own (one fewer, one more), so that Enter in the field
              still submits the typed quantity with "Update", and both work without JavaScript. */}
          <button
            type="submit"
            form={`${quantityId}-fewer`}
            className="basket-line__step"
            aria-label={t("fewer", { name })}
            disabled={item.quantity <= 1 || pending}
          >
            <span aria-hidden="true">−</span>
          </button>
          <Field
            className="basket-line__field"
            label={t("quantity")}
            inputProps={{
              id: quantityId,
              name: "quantity",
              type: "number",
              min: 0,
              max: MAX_LINE_QUANTITY,
              defaultValue: item.quantity,
              key: `${item.quantity}:${refusalId ?? ""}`,
              required: true,
            }}
            errors={errors}
            errorsShownElsewhere
          />
          <button
            type="submit"
            form={`${quantityId}-more`}
            className="basket-line__step"
            aria-label={t("more", { name })}
            disabled={item.quantity >= MAX_LINE_QUANTITY || pending}
          >
            <span aria-hidden="true">+</span>
          </button>
          <button type="submit" className="button button--secondary basket-line__update">
            {t("update")}
          </button>
          <ErrorList id={errorIdFor(quantityId)} errors={errors} />
        </BasketForm>
      )}
      {item.isReward ? null : (
        <>
          <BasketForm
            id={`${quantityId}-fewer`}
            intent={BasketIntent.updateQuantity}
            inputs={{ itemUid: item.uid, quantity: String(Math.max(item.quantity - 1, 0)) }}
            className="basket-line__step-form"
          />
          <BasketForm
            id={`${quantityId}-more`}
            intent={BasketIntent.updateQuantity}
            inputs={{ itemUid: item.uid, quantity: String(Math.min(item.quantity + 1, MAX_LINE_QUANTITY)) }}
            className="basket-line__step-form"
          />
        </>
      )}
      <p className="basket-line__total" data-testid="line-total">
        <Amount money={item.rowTotal} />
      </p>
      <BasketForm intent={BasketIntent.removeLine} inputs={{ itemUid: item.uid }}>
        <button type="submit" className="link-button" aria-label={t("removeNamed", { name })}>
          {t("remove")}
        </button>
      </BasketForm>
    </li>
  );
}
