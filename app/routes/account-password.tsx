// TODO(issue 10, part C): the "account.password" screen. A placeholder until its part lands.
import { useTranslation } from "react-i18next";
import type { ScreenHandle } from "~/routing/registry";

export const handle: ScreenHandle = { screen: "account.password" };

export default function Page() {
  const { t } = useTranslation("account");
  return <h1>{t("nav.password")}</h1>;
}
