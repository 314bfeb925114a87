// TODO(issue 10, part D): the "account.cards" screen. A placeholder until its part lands.
import { useTranslation } from "react-i18next";
import type { ScreenHandle } from "~/routing/registry";

export const handle: ScreenHandle = { screen: "account.cards" };

export default function Page() {
  const { t } = useTranslation("account");
  return <h1>{t("nav.cards")}</h1>;
}
