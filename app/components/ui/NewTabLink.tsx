// Links that open in a new tab so that the page the shopper is on (a checkout step) stays as it
// is: each says so, to the eye with an arrow and to a screen reader in words.
import { Fragment, type ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";

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

/**
 * A translated sentence whose `<name>words</name>` parts become new-tab links to `hrefs[name]`
 * ("I accept the <terms>terms</terms>"). Written here rather than with react-i18next's Trans,
 * which would add its HTML parser to every page's shared JavaScript.
 */
export function TextWithNewTabLinks({ text, hrefs }: { text: string; hrefs: Record<string, string> }) {
  const parts = text.split(/<(\w+)>(.*?)<\/\1>/);
  // split with two groups: [text, name, words, text, name, words, ..., text]
  const nodes: ReactNode[] = [];
  for (let i = 0; i < parts.length; i += 3) {
    nodes.push(<Fragment key={i}>{parts[i]}</Fragment>);
    const name = parts[i + 1];
    if (name === undefined) continue;
    const href = hrefs[name];
    nodes.push(
      href ? (
        <NewTabLink key={`${i}-link`} href={href}>
          {parts[i + 2]}
        </NewTabLink>
      ) : (
        <Fragment key={`${i}-link`}>{parts[i + 2]}</Fragment>
      ),
    );
  }
  return <>{nodes}</>;
}
