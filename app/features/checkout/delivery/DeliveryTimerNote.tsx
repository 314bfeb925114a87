// The checkout's delivery timer (storeConfig.delivery_timer), in the product page's words: "Order
// within 2 h 14 min for dispatch today. Delivery: Next working day.", after the cut-off "… dispatch
// tomorrow", at the weekend "… on Monday". The server renders it; with JavaScript it follows the
// clock (useDispatch).
import { useTranslation } from "~/i18n/use-translation";
import type { Cutoff, DeliveryTimer, Dispatch } from "~/commerce/checkout/delivery-timer";
import { useDispatch } from "~/components/ui/useDispatch";

export function DeliveryTimerNote({
  timer,
  dispatch: atRender,
  cutoffs,
}: {
  timer: DeliveryTimer;
  dispatch: Dispatch;
  cutoffs: Cutoff[];
}) {
  const { t } = useTranslation("checkout");
  const dispatch = useDispatch(atRender, cutoffs);
  const when = timer.deliveryTime;
  let text: string;
  if ("minutes" in dispatch) {
    const { minutes } = dispatch;
    const hours = Math.floor(minutes / 60);
    const time = hours ? t("timer.hours", { hours, minutes: minutes % 60 }) : t("timer.minutes", { minutes });
    text = t("timer.text", { time, when });
  } else text = dispatch.day ? t("timer.onDay", { day: dispatch.day, when }) : t("timer.tomorrow", { when });
  return (
    <p className="delivery-timer" data-testid="delivery-timer">
      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" focusable="false">
        <path
          fill="currentColor"
          d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16Zm.5-13H11v6l5.2 3.2.8-1.3-4.5-2.7V7Z"
        />
      </svg>
      <span>{text}</span>
    </p>
  );
}
