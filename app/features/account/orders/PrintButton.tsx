import { useTranslation } from "~/i18n/use-translation";

/**
 * window.print() with JavaScript. Without it the button would do nothing: it stays hidden until the
 * page is enhanced (html[data-hydrated], set by the root; orders.css).
 */
export function PrintButton() {
  const { t } = useTranslation("orders");
  return (
    <button type="button" className="button button--primary print-button" onClick={() => window.print()}>
      {t("print.button")}
    </button>
  );
}
