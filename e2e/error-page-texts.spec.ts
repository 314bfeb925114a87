// the friendly 503 page renders when the root loader failed, so its words must not
// come from the root's data. With and without JavaScript, in every store's language, the shopper
// reads the store's texts, never a translation key, also after hydration.
import { readFileSync } from "node:fs";
import { STORES } from "../backend/seed/stores";
import { expect, test } from "./fixtures";

function errorTexts(locale: string): Record<string, string> {
  return (JSON.parse(readFileSync(`locales/${locale}/common.json`, "utf8")) as { errors: Record<string, string> })
    .errors;
}

for (const store of STORES) {
  test(`the 503 page of store "${store.code}" is in ${store.locale}`, async ({ page, request, javaScriptEnabled }) => {
    expect((await request.post("/__test/hooks", { data: { unavailableStore: store.code } })).status()).toBe(204);
    try {
      const response = await page.goto(`/${store.prefix}`);
      expect(response?.status()).toBe(503);
      if (javaScriptEnabled) await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      const texts = errorTexts(store.locale.replace("_", "-"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.unavailableTitle);
      await expect(page.getByText(texts.unavailableText)).toBeVisible();
      await expect(page.getByRole("link", { name: texts.tryAgain })).toBeVisible();
      await expect(page).toHaveTitle(
        new RegExp(`^${texts.unavailableTitle.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\| `),
      );
      await expect(page.locator("body")).not.toContainText(/\b(errors|errorPage)\.[a-zA-Z]+/);
    } finally {
      await request.post("/__test/hooks", { data: { availableStore: store.code } });
    }
  });
}
