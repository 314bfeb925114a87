import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { storePath } from "~/i18n/store-views";
import { useStoreView } from "./useStoreView";

/** The shop's logo, linking to the home page of the current store view. */
export function Logo({ className = "logo", reloadDocument = false }: { className?: string; reloadDocument?: boolean }) {
  const { t } = useTranslation();
  const storeView = useStoreView();
  return (
    <Link to={storePath(storeView, "/")} reloadDocument={reloadDocument} className={className} aria-label={t("header.homeLink")}>
      <span aria-hidden="true">PW</span> <span className="logo__name">{t("brand")}</span>
    </Link>
  );
}
