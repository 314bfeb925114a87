// A running deal under the price: "Deal of the week", the time left ("Ends in 2d 04:13:09",
// counting down with JavaScript; without it the end's date and time in the store's zone and
// language), and how much of the deal is claimed as a bar ("57% claimed").
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import type { ProductDeal as Deal } from "~/commerce/catalog/product";
import { claimedShare, clock, timeLeft } from "~/commerce/catalog/deal-clock";
import { useShop } from "~/components/layout/ShopContext";
import { dateTimeFormat } from "~/i18n/format";

export function ProductDeal({ deal, timezone }: { deal: Deal; timezone: string }) {
  const { t } = useTranslation("product");
  const { locale } = useShop();
  // No clock on the server: the time left would be stale (and differ from the browser's first render).
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    const tick = () => setNow(new Date());
    // The first tick at once (after the browser has painted the server's text), then every second.
    const first = window.setTimeout(tick, 0);
    const id = window.setInterval(tick, 1000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(id);
    };
  }, []);
  const left = now ? timeLeft(deal.endsAt, now) : null;
  const share = claimedShare(deal.claimedPercent);
  let endsAt = deal.endsAt;
  try {
    endsAt = dateTimeFormat(locale, {
      weekday: "short",
      day: "numeric",
      month: "short",
      hour: "2-digit",
      minute: "2-digit",
      timeZone: timezone,
    }).format(new Date(deal.endsAt));
  } catch {
    // an unknown zone or locale: the ISO time is still a time
  }
  return (
    <div className="deal" data-testid="deal">
      <p className="deal__head">
        <span className="deal__badge">{t("deal.label")}</span>
        {now && !left ? (
          <span className="deal__ended">{t("deal.ended")}</span>
        ) : (
          <span className="deal__time" data-testid="deal-countdown">
            {left ? (
              <span role="timer" aria-live="off">
                {left.days
                  ? t("deal.endsInDays", { days: left.days, time: clock(left) })
                  : t("deal.endsIn", { time: clock(left) })}
              </span>
            ) : (
              <time dateTime={deal.endsAt}>{t("deal.endsAt", { date: endsAt })}</time>
            )}
          </span>
        )}
      </p>
      {share !== null ? (
        <div className="deal__claimed" data-testid="deal-claimed">
          <div className="deal__bar" aria-hidden="true">
            <span style={{ width: `${share}%` }} />
          </div>
          <p>{t("deal.claimed", { percent: share })}</p>
        </div>
      ) : null}
    </div>
  );
}
