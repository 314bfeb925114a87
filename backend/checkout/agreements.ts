// Magento's checkoutAgreements (CheckoutAgreementsGraphQl): the one agreement the shop asks for at
// payment, the terms and conditions, ticked by hand (MANUAL). Its content is the store view's terms
// page; the checkbox text is the one the storefront's payment step shows, in the store's language.
import type { Ctx } from "../graphql/context.js";
import type { Resolvers } from "../generated/resolvers-types.js";
import { LEGAL_PAGES } from "../seed/fixtures.js";

type Services = "cms";

/** The payment step's checkbox text (locales/<locale>/payment.json "terms", without its links). */
export const AGREEMENT_CHECKBOX_TEXT: Readonly<Record<string, string>> = {
  en: "I have read and accept the terms and conditions and the privacy policy.",
  de: "Ich habe die AGB und die Datenschutzerklärung gelesen und akzeptiere sie.",
  es: "He leído y acepto las condiciones de venta y la política de privacidad.",
  fr: "J’ai lu et j’accepte les conditions générales de vente et la politique de confidentialité.",
  it: "Ho letto e accetto le condizioni di vendita e l’informativa sulla privacy.",
};

export const TERMS_AGREEMENT_ID = 1;

export const agreementResolvers: Resolvers<Ctx<Services>> = {
  Query: {
    checkoutAgreements: (_, __, ctx) => {
      const page = ctx.services.cms.findPage(ctx.store.code, { identifier: LEGAL_PAGES.terms.identifier });
      return [
        {
          agreement_id: TERMS_AGREEMENT_ID,
          name: page.title,
          content: page.content,
          content_height: null,
          checkbox_text: AGREEMENT_CHECKBOX_TEXT[ctx.store.lang] ?? AGREEMENT_CHECKBOX_TEXT.en!,
          is_html: true,
          mode: "MANUAL" as const,
        },
      ];
    },
  },
};
