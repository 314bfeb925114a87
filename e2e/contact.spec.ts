// The contact page's message form, js and nojs, in two store views: a message sent is thanked in the
// store's language and reaches the shop's contact address; a mistyped address is refused beside its
// field with what was typed kept; a signed-in customer finds their name and email filled in.
import type { APIRequestContext } from "@playwright/test";
import { DEMO_CUSTOMER, ready, submitSignIn } from "./account-helpers";
import { expect, test } from "./fixtures";

const STORES = [
  {
    name: "en-GB",
    path: "/contact",
    texts: {
      heading: "Send us a message",
      name: "Your name",
      email: "Email address",
      telephone: "Phone number (optional)",
      message: "Your message",
      send: "Send message",
      thanks: "Thanks for your message. We will reply within one working day.",
      emailInvalid: "Please enter a valid email address (e.g. johndoe@domain.com).",
      problem: "There is a problem",
    },
  },
  {
    name: "de-DE",
    path: "/de/kontakt",
    texts: {
      heading: "Schreiben Sie uns",
      name: "Ihr Name",
      email: "E-Mail-Adresse",
      telephone: "Telefonnummer (optional)",
      message: "Ihre Nachricht",
      send: "Nachricht senden",
      thanks: "Vielen Dank für Ihre Nachricht. Wir antworten innerhalb eines Werktags.",
      emailInvalid: "Bitte geben Sie eine gültige E-Mail-Adresse ein (z. B. max@beispiel.de).",
      problem: "Es gibt ein Problem",
    },
  },
] as const;

async function contactMails(request: APIRequestContext, comment: string) {
  const mails = (await (await request.get("/__test/mail?to=hello@example.com")).json()) as Array<{
    kind: string;
    storeCode: string;
    subject: string;
    text: string;
  }>;
  return mails.filter((mail) => mail.kind === "contact-message" && mail.text.includes(comment));
}

for (const store of STORES) {
  test(`${store.name}: a message is thanked and reaches the shop; a bad address is refused beside its field`, async ({
    page,
    request,
    javaScriptEnabled,
  }) => {
    const t = store.texts;
    const comment = `Is the vanilla whey gluten free? (${store.name}, ${javaScriptEnabled ? "js" : "nojs"}, ${Date.now()})`;
    await page.goto(store.path);
    await ready(page, javaScriptEnabled!);
    const form = page.getByRole("region", { name: t.heading });
    await expect(form).toBeVisible();

    // A mistyped address: refused beside the field, everything typed kept, nothing sent.
    await form.getByLabel(t.name).fill("Alex Runner");
    await form.getByLabel(t.email).fill("alex@example");
    await form.getByLabel(t.telephone).fill("+44 7700 900123");
    await form.getByLabel(t.message).fill(comment);
    await form.getByRole("button", { name: t.send }).click();
    const refused = page.getByRole("region", { name: t.heading });
    await expect(refused.getByText(t.emailInvalid)).toBeVisible();
    await expect(refused.getByLabel(t.email)).toHaveAttribute("aria-invalid", "true");
    await expect(refused.getByLabel(t.email)).toHaveValue("alex@example");
    await expect(refused.getByLabel(t.name)).toHaveValue("Alex Runner");
    await expect(refused.getByLabel(t.message)).toHaveValue(comment);
    // Without JavaScript the page comes back with a summary first, where the shopper lands.
    if (!javaScriptEnabled) await expect(page.getByRole("alert").getByText(t.problem)).toBeVisible();
    expect(await contactMails(request, comment)).toEqual([]);

    // Corrected: sent, thanked in the store's language, and mailed to the shop.
    await refused.getByLabel(t.email).fill("alex@example.com");
    await refused.getByRole("button", { name: t.send }).click();
    await expect(page.getByText(t.thanks)).toBeVisible();
    if (javaScriptEnabled) {
      // In place: the form gives way to the thanks, on the same page.
      await expect(page.getByRole("region", { name: t.heading }).getByRole("status")).toHaveText(t.thanks);
      await expect(page.getByRole("region", { name: t.heading }).getByLabel(t.message)).toHaveCount(0);
    } else {
      // A notice on the contact page, whose form is fresh again.
      await expect(page).toHaveURL(new RegExp(`${store.path}#messages$`));
      await expect(page.getByRole("region", { name: t.heading }).getByLabel(t.message)).toHaveValue("");
    }
    const mails = await contactMails(request, comment);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain("Alex Runner");
    expect(mails[0].text).toContain("Email: alex@example.com");
    expect(mails[0].text).toContain("Phone Number: +44 7700 900123");
    expect(mails[0].storeCode).toBe(store.name === "de-DE" ? "de" : "default");
  });
}

test("a signed-in customer finds their name and email filled in", async ({ page, javaScriptEnabled }) => {
  await page.goto("/customer/account/login");
  await submitSignIn(page, javaScriptEnabled!);
  await expect(page.getByText(`Hi, ${DEMO_CUSTOMER.firstname}`)).toBeVisible();
  await page.goto("/contact");
  const form = page.getByRole("region", { name: "Send us a message" });
  await expect(form.getByLabel("Your name")).toHaveValue(`${DEMO_CUSTOMER.firstname} ${DEMO_CUSTOMER.lastname}`);
  await expect(form.getByLabel("Email address")).toHaveValue(DEMO_CUSTOMER.email);
});
