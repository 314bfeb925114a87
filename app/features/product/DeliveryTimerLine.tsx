// "Order within 3 h 12 min for dispatch today. Delivery: Next working day." (storeConfig.delivery_timer);
// after the cut-off "… for dispatch tomorrow", at the weekend "… on Monday". It follows the clock
// with JavaScript (useDispatch), as in the checkout.
import { useTranslation } from "~/i18n/use-translation";
import type { Cutoff, DeliveryTimer, Dispatch } from "~/commerce/checkout/delivery-timer";
import { useDispatch } from "~/components/ui/useDispatch";

export function DeliveryTimerLine({
  timer,
  dispatch: atRender,
  cutoffs,
  compact = false,
}: {
  timer: DeliveryTimer;
  /** when an order leaves, as the page was made */
  dispatch: Dispatch;
  /** the next working days' cut-offs, which it follows */
  cutoffs: Cutoff[];
  /** Under the add button: the same line, smaller, with a test id of its own (the tab has the other). */
  compact?: boolean;
}) {
  const { t } = useTranslation("product");
  const dispatch = useDispatch(atRender, cutoffs);
  const when = timer.deliveryTime;
  let text: string;
  if ("minutes" in dispatch) {
    const { minutes } = dispatch;
    const hours = Math.floor(minutes / 60);
    const time = hours ? t("delivery.hours", { hours, minutes: minutes % 60 }) : t("delivery.minutes", { minutes });
    text = t("delivery.timer", { time, when });
  } else text = dispatch.day ? t("delivery.onDay", { day: dispatch.day, when }) : t("delivery.tomorrow", { when });
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
      <span>{text}</span>
    </p>
  );
}
