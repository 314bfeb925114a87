// TODO(issue 10, part A): the "customer.create" screen. A placeholder until its part lands.
import { useTranslation } from "react-i18next";
import type { ScreenHandle } from "~/routing/registry";

export const handle: ScreenHandle = { screen: "customer.create" };

export default function Page() {
  const { t } = useTranslation("account");
  return <h1>{t("pages.create")}</h1>;
}
