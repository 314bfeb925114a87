import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { useStoreView } from "./useStoreView";
import { paths } from "~/routing/paths";

/**
 * The shop's logo, linking to the home page of the current store view. Its accessible name is the
 * shop's name, the text it shows; the mark beside it is decoration.
 */
export function Logo({ className = "logo", reloadDocument = false }: { className?: string; reloadDocument?: boolean }) {
  const { t } = useTranslation();
  const storeView = useStoreView();
  return (
    <Link to={paths.home(storeView)} discover="none" reloadDocument={reloadDocument} className={className}>
      <img className="logo__mark" src="/icon-192.png" alt="" width={32} height={32} />
      <span className="logo__name">{t("brand")}</span>
    </Link>
  );
}
