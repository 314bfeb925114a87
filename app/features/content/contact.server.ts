// The contact page: the shop's contact details (a CMS page) and a form that sends a message through
// Magento's contactUs. Without JavaScript a sent message is a 303 back to the page with the thanks as
// a notice at its top; with JavaScript a fetcher posts the same form and the thanks replaces the form
// in place. A refused message keeps what the shopper typed: errors beside the fields (400), the
// shop's own limit (429) or an unreachable backend (503) above them.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { isCommerceError, isTooManyRequests } from "~/commerce/errors";
import { MESSAGES_ID } from "~/components/ui/MessageList";
import { isEnhancedSubmission } from "~/forms/enhanced-submission.server";
import { parseSubmission } from "~/forms/parse-submission";
import { PRIVATE_NO_STORE } from "~/http/cache.server";
import { paths } from "~/routing/paths";
import { queueMessages } from "~/sessions/messages.server";
import { createMessage } from "~/sessions/messages";
import { loadCmsPage } from "./cms-page.server";
import { CONTACT_IDENTIFIER } from "./cms.server";
import { ContactFormSchema, type ContactAnswer } from "./contact-form";
import { contactCustomer, sendContactMessage } from "./core/contact-us.server";

/** Who is writing, when the shop knows: a signed-in customer's name and email. */
export interface ContactPrefill {
  name: string;
  email: string;
}

/**
 * The CMS page as every contact page shows it (shared caches may keep it), and for a signed-in
 * customer their name and email, which makes the page theirs alone (never stored).
 */
export async function loadContactPage(args: LoaderFunctionArgs) {
  const { shop } = args.context;
  const page = await loadCmsPage(args, CONTACT_IDENTIFIER);
  if (!shop.commerce.customerToken)
    return data({ ...page.data, prefill: null as ContactPrefill | null }, page.init ?? undefined);
  let prefill: ContactPrefill | null = null;
  try {
    prefill = await contactCustomer(shop.commerce);
  } catch (error) {
    // A sign-in that has run out: the form is simply empty, as for a guest.
    if (!isCommerceError(error) || error.kind !== "graphql") throw error;
  }
  const headers = new Headers(page.init?.headers);
  headers.set("Cache-Control", PRIVATE_NO_STORE);
  for (const name of ["Surrogate-Control", "CDN-Cache-Control", "Surrogate-Key", "Cache-Tag"]) headers.delete(name);
  return data({ ...page.data, prefill }, { ...(page.init ?? {}), headers });
}

export async function contactAction({ request, context }: ActionFunctionArgs) {
  const { shop } = context;
  const formData = await request.formData();
  const enhanced = isEnhancedSubmission(formData);
  const submission = parseSubmission(formData, ContactFormSchema);
  if (submission.status !== "success") {
    const contact: ContactAnswer = { result: submission.reply(), thanks: null };
    return data({ contact }, { status: 400 });
  }
  const value = submission.value;
  const t = shop.tFor("contact");
  const refuse = (status: number, formErrors: string[]) => {
    const contact: ContactAnswer = { result: submission.reply({ formErrors }), thanks: null };
    return data({ contact }, { status });
  };
  try {
    await sendContactMessage(shop.commerce, {
      name: value.name,
      email: value.email,
      telephone: value.telephone ?? "",
      comment: value.message,
    });
  } catch (error) {
    if (!isCommerceError(error)) throw error;
    if (isTooManyRequests(error)) return refuse(429, [t("form.errors.busy")]);
    // The backend's own refusal (Magento's words: its email rule is not quite ours) stays beside the form.
    if (error.kind === "graphql") return refuse(400, error.messages);
    return refuse(503, [shop.t("errors.network")]);
  }
  const thanks = t("form.thanks");
  if (!enhanced) {
    queueMessages(shop.session, createMessage("success", thanks, "contact"));
    return redirect(`${paths.contact(shop.storeView)}#${MESSAGES_ID}`, { status: 303 });
  }
  const contact: ContactAnswer = { result: submission.reply({ resetForm: true }), thanks };
  return data({ contact });
}
