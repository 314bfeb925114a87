// The cms domain: CMS pages by identifier or URL key, answered with the seed's privacy policy in
// the store view's language.
import { HttpResponse } from "msw";
import { PRIVACY_PAGE } from "../../backend/seed/fixtures";
import { STORES } from "../../backend/seed/stores";
import { commerce, storeCodeOf } from "./link";

type Lang = keyof typeof PRIVACY_PAGE.title;

export function privacyPage(storeCode: string) {
  const lang = (STORES.find((s) => s.code === storeCode)?.lang ?? "en") as Lang;
  return {
    identifier: PRIVACY_PAGE.identifier,
    url_key: PRIVACY_PAGE.url_key[lang],
    title: PRIVACY_PAGE.title[lang],
    content_heading: PRIVACY_PAGE.title[lang],
    content: `<p>${PRIVACY_PAGE.title[lang]}</p>`,
    meta_title: null,
    meta_description: null,
  };
}

export const cmsHandlers = [
  commerce.query("CmsPage", ({ request, variables }) => {
    const page = privacyPage(storeCodeOf(request));
    const known = ([page.identifier, ...Object.values(PRIVACY_PAGE.url_key)] as string[]).includes(
      String(variables.identifier),
    );
    return HttpResponse.json({ data: { cmsPage: known ? page : null } }, { headers: { "X-Magento-Tags": "cms_p_1" } });
  }),
];
