import { useTranslation } from "~/i18n/use-translation";

/**
 * A category's description: its plain-text preview (category_description_length) and "Read more"
 * opening the whole description, a `details` that works without JavaScript. The HTML is the
 * shop's own category content from the backend, as on the product page.
 */
export function CategoryDescription({
  preview,
  html,
}: {
  preview: { preview: string; truncated: boolean };
  html: string;
}) {
  const { t } = useTranslation("catalog");
  if (!preview.truncated) {
    return <div className="category-description" dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return (
    <div className="category-description">
      <p className="category-description__preview">{preview.preview}</p>
      <details className="category-description__more">
        <summary>
          <span className="category-description__open">{t("category.readMore")}</span>
          <span className="category-description__close">{t("category.readLess")}</span>
        </summary>
        <div className="category-description__full" dangerouslySetInnerHTML={{ __html: html }} />
      </details>
    </div>
  );
}
