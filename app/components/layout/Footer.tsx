import { useTranslation } from "react-i18next";

export function Footer({ storeName }: { storeName: string }) {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <p>{t("footer.store", { store: storeName })}</p>
      <p>{t("footer.copyright", { year: 2026 })}</p>
    </footer>
  );
}
