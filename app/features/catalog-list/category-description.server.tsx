// A category's description, rendered on the server only as a static part
// (app/components/ui/static-part.tsx): its plain-text preview (category_description_length) and
// "Read more" opening the whole description, a `details` that works without JavaScript. The HTML is
// the shop's own category content from the backend, as on the product page.
import type { AppLoadContext } from "@remix-run/node";
import type { StaticPartHtml } from "~/components/ui/static-part";
import { staticPart, staticPartHtml } from "~/shell/static-part.server";

export const CATEGORY_DESCRIPTION_KEY = "category-description";

/** Inside div.category-description. */
export function categoryDescriptionPart(
  context: AppLoadContext,
  preview: { preview: string; truncated: boolean },
  html: string,
): StaticPartHtml {
  if (!preview.truncated) return staticPartHtml(context, CATEGORY_DESCRIPTION_KEY, html);
  const t = context.shop.tFor("catalog");
  return staticPart(
    context,
    CATEGORY_DESCRIPTION_KEY,
    <>
      <p className="category-description__preview">{preview.preview}</p>
      <details className="category-description__more">
        <summary>
          <span className="category-description__open">{t("category.readMore")}</span>
          <span className="category-description__close">{t("category.readLess")}</span>
        </summary>
        <div className="category-description__full" dangerouslySetInnerHTML={{ __html: html }} />
      </details>
    </>,
  );
}
