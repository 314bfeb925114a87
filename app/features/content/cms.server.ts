// CMS pages (privacy policy, terms, delivery, returns, contact) by Magento identifier.
export { getCmsPage, type CmsPage } from "~/commerce/cms/cms.server";

export const PRIVACY_POLICY_IDENTIFIER = "privacy-policy-cookie-restriction-mode";
/** The pages a UK or EU shop must publish besides its privacy policy (the backend's identifiers). */
export const TERMS_IDENTIFIER = "terms-and-conditions";
export const DELIVERY_IDENTIFIER = "delivery";
export const RETURNS_IDENTIFIER = "returns";
export const CONTACT_IDENTIFIER = "contact-us";
