// One collection point as a choice: a radio card (the whole card is the target) with the kind,
// address, distance, "open now" and the week's hours.
import { postalAddressLines } from "~/commerce/postal-address";
import { useTranslation } from "~/i18n/use-translation";
import type { CollectionPointView } from "~/features/checkout/collect/collection-points";
import type { StoreView } from "~/i18n/store-views";
import { formatDistance } from "./format";
import { OpeningHours } from "./OpeningHours";

export function CollectionPointCard({
  point,
  storeView,
  name,
  defaultChecked,
  isCurrent,
  invalid,
  describedBy,
}: {
  point: CollectionPointView;
  storeView: StoreView;
  name: string;
  defaultChecked: boolean;
  isCurrent: boolean;
  invalid: boolean;
  describedBy?: string;
}) {
  const { t } = useTranslation("collect");
  const id = `collect-point-${point.code}`;
  return (
    <li className="collect-point" data-testid="collection-point" data-code={point.code}>
      <input
        type="radio"
        className={invalid ? "collect-point__radio is-invalid" : "collect-point__radio"}
        id={id}
        name={name}
        value={point.code}
        defaultChecked={defaultChecked}
        aria-describedby={describedBy}
      />
      <label htmlFor={id} className="collect-point__card">
        <span className="collect-point__top">
          <span className="collect-point__name">{point.name}</span>
          <span className="collect-point__distance">{formatDistance(point.distance, storeView)}</span>
        </span>
        <span className="collect-point__meta">
          <span className={`collect-point__kind collect-point__kind--${point.kind}`}>{t(`kind.${point.kind}`)}</span>
          <span className={point.isOpenNow ? "collect-point__status is-open" : "collect-point__status is-closed"}>
            {point.isOpenNow ? t("openNow") : t("closedNow")}
          </span>
          {isCurrent ? <span className="collect-point__current">{t("current")}</span> : null}
        </span>
        <span className="collect-point__address">
          {postalAddressLines({
            street: [point.street],
            city: point.city,
            region: point.region?.code,
            postcode: point.postcode,
            countryCode: point.countryId,
          }).join(", ")}
        </span>
      </label>
      <div className="collect-point__hours">
        <OpeningHours
          days={point.openingHours}
          locale={storeView.locale}
          caption={t("hours.caption", { name: point.name })}
        />
      </div>
    </li>
  );
}
