// "Order within 3 h 12 min for dispatch today. Delivery: Next working day." (storeConfig.delivery_timer)
// The minutes left count down with JavaScript (useMinutesToCutoff), as in the checkout.
import { useTranslation } from "~/i18n/use-translation";
import type { DeliveryTimer } from "~/commerce/checkout/delivery-timer";
import { useMinutesToCutoff } from "~/components/ui/useMinutesToCutoff";

export function DeliveryTimerLine({
  timer,
  minutes,
  cutoffs,
  compact = false,
}: {
  timer: DeliveryTimer;
  minutes: number;
  /** the instants (epoch ms) of the next cut-offs, which the minutes count down to */
  cutoffs: number[];
  /** Under the add button: the same line, smaller, with a test id of its own (the tab has the other). */
  compact?: boolean;
}) {
  const { t } = useTranslation("product");
  const left = useMinutesToCutoff(minutes, cutoffs);
  const hours = Math.floor(left / 60);
  const time = hours ? t("delivery.hours", { hours, minutes: left % 60 }) : t("delivery.minutes", { minutes: left });
  return (
    <p
      className={compact ? "delivery-line delivery-line--compact" : "delivery-line"}
      data-testid={compact ? "delivery-timer-summary" : "delivery-timer"}
    >
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" focusable="false">
        <path
          fill="currentColor"
          d="M3 5h11v3h3.5L21 12v5h-2a3 3 0 0 1-6 0H9a3 3 0 0 1-6 0H1v-2h2V5Zm2 2v7.8A3 3 0 0 1 8.2 15H12V7H5Zm9 3v5.2a3 3 0 0 1 4.8-.2H19v-2.2L16.5 10H14ZM6 16a1 1 0 1 0 0 2 1 1 0 0 0 0-2Zm10 0a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z"
        />
      </svg>
      <span>{t("delivery.timer", { time, when: timer.deliveryTime })}</span>
    </p>
  );
}
