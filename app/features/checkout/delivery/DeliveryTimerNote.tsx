// "Order within 2 h 14 min for delivery Next working day" (storeConfig.delivery_timer): the server
// renders the minutes left; with JavaScript they count down (useMinutesToCutoff).
import { useTranslation } from "~/i18n/use-translation";
import type { DeliveryTimer } from "~/commerce/checkout/delivery-timer";
import { useMinutesToCutoff } from "~/components/ui/useMinutesToCutoff";

export function DeliveryTimerNote({
  timer,
  minutes,
  cutoffs,
}: {
  timer: DeliveryTimer;
  minutes: number;
  cutoffs: number[];
}) {
  const { t } = useTranslation("checkout");
  const left = useMinutesToCutoff(minutes, cutoffs);
  const hours = Math.floor(left / 60);
  const time = hours ? t("timer.hours", { hours, minutes: left % 60 }) : t("timer.minutes", { minutes: left });
  return (
    <p className="delivery-timer" data-testid="delivery-timer">
      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" focusable="false">
        <path
          fill="currentColor"
          d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16Zm.5-13H11v6l5.2 3.2.8-1.3-4.5-2.7V7Z"
        />
      </svg>
      <span>{t("timer.text", { time, when: timer.deliveryTime })}</span>
    </p>
  );
}
