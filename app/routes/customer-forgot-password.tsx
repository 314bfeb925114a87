// TODO(issue 10, part A): the "customer.forgotPassword" screen. A placeholder until its part lands.
import { useTranslation } from "react-i18next";
import type { ScreenHandle } from "~/routing/registry";

export const handle: ScreenHandle = { screen: "customer.forgotPassword" };

export default function Page() {
  const { t } = useTranslation("account");
  return <h1>{t("pages.forgotPassword")}</h1>;
}
