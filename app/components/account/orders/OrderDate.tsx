import { useShop } from "~/components/layout/ShopContext";
import { formatOrderDate } from "./format";

export function OrderDate({ date }: { date: string }) {
  const { locale } = useShop();
  return <time dateTime={date.slice(0, 10)}>{formatOrderDate(date, locale)}</time>;
}
