// TODO(issue 10, part D): the "account.rewardPoints" screen. A placeholder until its part lands.
import { useTranslation } from "react-i18next";
import type { ScreenHandle } from "~/routing/registry";

export const handle: ScreenHandle = { screen: "account.rewardPoints" };

export default function Page() {
  const { t } = useTranslation("account");
  return <h1>{t("nav.rewardPoints")}</h1>;
}
