import { useShop } from "~/components/layout/ShopContext";
import { shopDayIso } from "~/i18n/dates";
import { formatOrderDate } from "./format";

export function OrderDate({ date }: { date: string }) {
  const { locale, timeZone } = useShop();
  return <time dateTime={shopDayIso(date, timeZone)}>{formatOrderDate(date, locale, timeZone)}</time>;
}
