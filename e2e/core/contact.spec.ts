// The contact form on a stock Magento 2.4.7 backend: contactUs is Magento's own, so a message is sent
// and thanked exactly as with this shop's backend, with and without JavaScript.
import { expect, test } from "./fixtures";

test("a message is sent through Magento's contactUs and thanked", async ({ page, request, javaScriptEnabled }) => {
  const comment = `Core-mode question (${javaScriptEnabled ? "js" : "nojs"}, ${Date.now()})`;
  await page.goto("/contact");
  if (javaScriptEnabled) await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  const form = page.getByRole("region", { name: "Send us a message" });
  await form.getByLabel("Your name").fill("Kim Core");
  await form.getByLabel("Email address").fill("kim@example.com");
  await form.getByLabel("Your message").fill(comment);
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Thanks for your message. We will reply within one working day.")).toBeVisible();
  const mails = (await (await request.get("/__test/mail?to=hello@example.com")).json()) as Array<{ text: string }>;
  expect(mails.filter((mail) => mail.text.includes(comment))).toHaveLength(1);
});
