// A point's week in a compact table, today's row marked (SPEC §2: opening hours by weekday).
import { useTranslation } from "~/i18n/use-translation";
import type { OpeningDay } from "~/features/checkout/collect/collection-points";
import { formatTime, weekdayName } from "./format";

export function OpeningHours({ days, locale, caption }: { days: OpeningDay[]; locale: string; caption: string }) {
  const { t } = useTranslation("collect");
  // A locker that never closes says so once rather than seven times.
  if (days.every((d) => d.opens === "00:00" && d.closes === "24:00"))
    return <p className="collect-hours collect-hours--always">{t("hours.always")}</p>;
  return (
    <table className="collect-hours">
      <caption className="visually-hidden">{caption}</caption>
      <tbody>
        {days.map((d) => (
          <tr
            key={d.day}
            className={d.isToday ? "collect-hours__today" : undefined}
            aria-current={d.isToday ? "date" : undefined}
          >
            <th scope="row">
              <abbr title={weekdayName(d.day, locale, "long")}>{weekdayName(d.day, locale)}</abbr>
              {d.isToday ? <span className="visually-hidden"> ({t("hours.today")})</span> : null}
            </th>
            <td>
              {d.opens === null || d.closes === null
                ? t("hours.closed")
                : d.opens === "00:00" && d.closes === "24:00"
                  ? t("hours.allDay")
                  : `${formatTime(d.opens, locale)}–${formatTime(d.closes, locale)}`}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
