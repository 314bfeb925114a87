// The colon after a label ("Ref.: PW-WHEY"), as each language writes it: French puts a space before
// it, a no-break one so that the colon never starts a line.
import { useShop } from "~/components/layout/ShopContext";

export const colonIn = (locale: string) => (locale.startsWith("fr") ? "\u00a0: " : ": ");

/** The colon and the space after it, for the shop's language. */
export const useColon = () => colonIn(useShop().locale);
