// The reward points page: balance cards (available with its value, lifetime, spent, awaiting
// validation, expired, delayed) and the paged history: a table on a wide screen, cards on a phone
// (the same table, each cell labelled by its column through data-label; perks.css).
import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import type { PointsAccount, PointsEntry } from "~/commerce/customer/perks";
import { useShop } from "~/components/layout/ShopContext";
import { formatMoney } from "~/i18n/format";
import { useDay } from "./dates";
import { Pager } from "./Pager";
import { numberFormat } from "~/i18n/format";
import { useStoreView } from "~/components/layout/useStoreView";
import { paths } from "~/routing/paths";

const STATUS_TONE: Record<PointsEntry["status"], string> = {
  AVAILABLE: "ok",
  DELAYED: "info",
  EXPIRED: "muted",
  UNVALIDATED: "warn",
  USED: "muted",
  CANCELED: "muted",
};

export function PointsPage({ account }: { account: PointsAccount }) {
  const { t } = useTranslation("perks");
  const { locale, currencyFormats } = useShop();
  const day = useDay();
  const n = (points: number) => numberFormat(locale).format(points);
  const storeView = useStoreView();
  const typeText = (type: string) => t(`points.types.${type}`, { defaultValue: t("points.types.other") });
  // An order's points name their order, so that the order's page and its entries here can be matched.
  const typeCell = (entry: PointsEntry) =>
    entry.orderNumber && (entry.type === "GATHERED" || entry.type === "REDEEMED") ? (
      <Link to={paths.account.order(storeView, entry.orderNumber)} className="points-order-link">
        {t(`points.typesOfOrder.${entry.type}`, { number: entry.orderNumber })}
      </Link>
    ) : (
      typeText(entry.type)
    );
  const stats = [
    ["lifetime", account.lifetime],
    ["redeemed", account.redeemed],
    ["unvalidated", account.unvalidated],
    ["expired", account.expired],
    ["delayed", account.delayed],
  ] as const;
  return (
    <div className="perks-page">
      <h1>{t("points.heading")}</h1>
      <p className="perks-page__intro">{t("points.howItWorks")}</p>
      <section aria-labelledby="points-balance" className="perks-section">
        <h2 id="points-balance" className="visually-hidden">
          {t("points.balanceHeading")}
        </h2>
        <dl className="points-stats">
          <div className="points-stat points-stat--main" data-testid="points-available">
            <dt>{t("points.available")}</dt>
            <dd>
              <span className="points-stat__value">{n(account.available)}</span>
              {account.availableValue ? (
                <span className="points-stat__worth">
                  {t("points.worth", { value: formatMoney(account.availableValue, locale, currencyFormats) })}
                </span>
              ) : null}
            </dd>
          </div>
          {stats.map(([key, value]) => (
            <div className="points-stat" key={key} data-testid={`points-${key}`}>
              <dt>{t(`points.${key}`)}</dt>
              <dd>
                <span className="points-stat__value">{n(value)}</span>
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="points-history" className="perks-section">
        <h2 id="points-history">{t("points.historyHeading")}</h2>
        {account.history.length === 0 ? (
          <p className="perks-empty">{t("points.empty")}</p>
        ) : (
          <table className="perks-table points-history">
            <thead>
              <tr>
                <th scope="col">{t("points.columns.date")}</th>
                <th scope="col">{t("points.columns.type")}</th>
                <th scope="col" className="perks-table__number">
                  {t("points.columns.points")}
                </th>
                <th scope="col">{t("points.columns.status")}</th>
                <th scope="col">{t("points.columns.availableFrom")}</th>
                <th scope="col">{t("points.columns.availableUntil")}</th>
              </tr>
            </thead>
            <tbody>
              {account.history.map((entry, i) => (
                <tr key={`${entry.insertedAt}-${i}`}>
                  <td data-label={t("points.columns.date")}>{day(entry.insertedAt)}</td>
                  <td data-label={t("points.columns.type")}>{typeCell(entry)}</td>
                  <td
                    data-label={t("points.columns.points")}
                    className={`perks-table__number points-change points-change--${entry.status === "CANCELED" ? "void" : entry.points < 0 ? "minus" : "plus"}`}
                  >
                    {/* Struck through itself, not its cell: on a phone the cell also holds its label. */}
                    {entry.status === "CANCELED" ? (
                      <del>{`${entry.points > 0 ? "+" : ""}${n(entry.points)}`}</del>
                    ) : (
                      `${entry.points > 0 ? "+" : ""}${n(entry.points)}`
                    )}
                  </td>
                  <td data-label={t("points.columns.status")}>
                    <span className={`perks-badge perks-badge--${STATUS_TONE[entry.status]}`}>
                      {t(`points.statuses.${entry.status}`)}
                    </span>
                  </td>
                  <td data-label={t("points.columns.availableFrom")}>
                    {/* A cancelled entry is never available: no date to wait for. */}
                    {entry.availableFrom && entry.status !== "CANCELED" ? day(entry.availableFrom) : t("common.noDate")}
                  </td>
                  <td data-label={t("points.columns.availableUntil")}>
                    {entry.availableUntil ? day(entry.availableUntil) : t("common.noDate")}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <Pager page={account.page} totalPages={account.totalPages} />
      </section>
    </div>
  );
}
