// One address of the address book as a card: the address as an envelope shows it, its default
// badges, and its actions (edit; delete and "set as default" for one that is not the default).
import { Form, Link, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { addressLines, type AddressView } from "~/commerce/customer/address";
import { useCountryOptions } from "~/components/address/AddressFields";
import { SET_DEFAULT_BILLING, SET_DEFAULT_SHIPPING } from "~/forms/address.fields";
import { paths } from "~/routing/paths";
import { useStoreView } from "~/components/layout/useStoreView";

export function AddressCard({ address, countries }: { address: AddressView; countries: readonly string[] }) {
  const storeView = useStoreView();
  const { t } = useTranslation("profile");
  const navigation = useNavigation();
  const options = useCountryOptions(
    countries.includes(address.countryCode) ? countries : [...countries, address.countryCode],
  );
  const countryName = (code: string) => options.find((o) => o.code === code)?.label ?? code;
  const lines = addressLines(address, countryName);
  const summary = lines.slice(0, 3).join(", ");
  const busy = (intent: string) =>
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === intent &&
    navigation.formData?.get("addressId") === String(address.id);
  const isDefault = address.defaultBilling || address.defaultShipping;
  return (
    <article className={isDefault ? "address-card address-card--default" : "address-card"} aria-label={summary}>
      {isDefault ? (
        <ul className="address-card__badges">
          {address.defaultBilling ? <li className="badge">{t("addresses.defaultBilling")}</li> : null}
          {address.defaultShipping ? <li className="badge">{t("addresses.defaultShipping")}</li> : null}
        </ul>
      ) : null}
      <address className="address-card__lines">
        {lines.map((line, index) => (
          <span key={`${index}-${line}`} className={index === 0 ? "address-card__name" : undefined}>
            {line}
          </span>
        ))}
        {address.telephone ? (
          <span className="address-card__phone">{t("addresses.phone", { phone: address.telephone })}</span>
        ) : null}
      </address>
      <div className="address-card__actions">
        <Link
          to={paths.account.addressEdit(storeView, address.id)}
          className="button button--secondary"
          aria-label={t("addresses.editLabel", { address: summary })}
        >
          {t("addresses.edit")}
        </Link>
        {isDefault ? null : (
          <Link
            to={paths.account.addressDelete(storeView, address.id)}
            className="button button--secondary address-card__delete"
            aria-label={t("addresses.deleteLabel", { address: summary })}
          >
            {t("addresses.delete")}
          </Link>
        )}
      </div>
      {address.defaultBilling && address.defaultShipping ? null : (
        <Form method="post" className="address-card__defaults">
          <input type="hidden" name="addressId" value={address.id} />
          {address.defaultBilling ? null : (
            <button
              type="submit"
              name="intent"
              value={SET_DEFAULT_BILLING}
              className="link-button"
              disabled={busy(SET_DEFAULT_BILLING)}
            >
              {t("addresses.setBilling")}
            </button>
          )}
          {address.defaultShipping ? null : (
            <button
              type="submit"
              name="intent"
              value={SET_DEFAULT_SHIPPING}
              className="link-button"
              disabled={busy(SET_DEFAULT_SHIPPING)}
            >
              {t("addresses.setShipping")}
            </button>
          )}
        </Form>
      )}
    </article>
  );
}
