// CMS pages (terms, delivery, returns, contact) by Magento identifier; the privacy policy, like the
// cookie policy and about us, is shown by the catch-all page at its url_key.
export { getCmsPage, type CmsPage } from "~/commerce/cms/cms.server";

/** The pages a UK or EU shop must publish besides its privacy policy (the backend's identifiers). */
export const TERMS_IDENTIFIER = "terms-and-conditions";
export const DELIVERY_IDENTIFIER = "delivery";
export const RETURNS_IDENTIFIER = "returns";
export const CONTACT_IDENTIFIER = "contact-us";
