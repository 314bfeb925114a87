// A link that opens in a new tab so that the page the shopper is on (a checkout step) stays as it
// is: it says so, to the eye with an arrow and to a screen reader in words.
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

export function NewTabLink({ href, children }: { href: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="new-tab-link">
      {children}
      <svg
        className="new-tab-link__icon"
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 16 16"
        width="12"
        height="12"
      >
        <path d="M6 3H3v10h10v-3M9 2h5v5M14 2 7 9" fill="none" stroke="currentColor" strokeWidth="1.6" />
      </svg>
      <span className="visually-hidden"> {t("newTab")}</span>
    </a>
  );
}
