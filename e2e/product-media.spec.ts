// The catalogue's pictures: cards and the home hero load through the resizing
// endpoint with a srcset of allowed widths, in AVIF or WebP; a category shows its picture. Projects
// js and nojs (the pictures are plain <img> elements: nothing needs JavaScript).
import { type Locator } from "@playwright/test";
import { expect, httpOnly, seed, test } from "./fixtures";

/** The picture has loaded (it has pixels) from the resizing endpoint, with a srcset of allowed widths. */
async function expectResponsivePicture(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveAttribute("srcset", /\/_img\?src=%2Fmedia%2F.+&w=\d+&q=75 \d+w/);
  await expect(image).toHaveAttribute("sizes", /.+/);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 60_000 })
    .toBeGreaterThan(0);
  const current = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(current).toMatch(/\/_img\?src=%2Fmedia%2F/);
  const widths = ((await image.getAttribute("srcset")) ?? "")
    .split(", ")
    .map((entry) => Number(/&w=(\d+)/.exec(entry)?.[1]));
  for (const width of widths) expect([16, 32, 48, 64, 96, 128, 256, 384, 700, 1024, 3840]).toContain(width);
  return current;
}

test("the home page's hero and a product card show pictures from the resizing endpoint", async ({ page, request }) => {
  await page.goto("/");
  const hero = page.locator(".hero__picture");
  await expect(hero).toHaveAttribute("fetchpriority", "high");
  await expectResponsivePicture(hero);
  const card = page.locator(".product-card").filter({ hasText: seed.WHEY.names.en }).first().locator("img");
  const src = await expectResponsivePicture(card);
  // what the browser got: a modern format, cached for good
  const answer = await request.get(src, { headers: { accept: "image/avif,image/webp,*/*" } });
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toBe("image/avif");
  expect(answer.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});

test("the home page's category tiles and a category page's header have the category's picture", async ({ page }) => {
  await page.goto("/");
  const tile = page.locator(".category-tiles a").filter({ hasText: seed.PROTEIN_CATEGORY.names.en }).locator("img");
  await expectResponsivePicture(tile);
  await page.goto(`/${seed.PROTEIN_CATEGORY.url_path}`);
  await expect(page.getByRole("heading", { level: 1, name: seed.PROTEIN_CATEGORY.names.en })).toBeVisible();
  await expectResponsivePicture(page.locator(".category-header__picture"));
});

test("a phone does not fetch the category's picture, which it does not show", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes(encodeURIComponent("/media/catalog/category/"))) fetched.push(request.url());
  });
  await page.goto(`/${seed.PROTEIN_CATEGORY.url_path}`);
  await page.waitForLoadState("load");
  await expect(page.getByRole("heading", { level: 1, name: seed.PROTEIN_CATEGORY.names.en })).toBeVisible();
  await expect(page.locator(".category-header__picture")).toBeHidden();
  expect(fetched).toEqual([]);
  // the first products' pictures come in
  await expect
    .poll(() =>
      page
        .locator(".product-card img")
        .first()
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);
});

test("a width the shop does not serve is refused with a 400 that says why", async ({ request }) => {
  httpOnly();
  const answer = await request.get(`/_img?src=${encodeURIComponent("/media/wysiwyg/home/hero.webp")}&w=500&q=75`);
  expect(answer.status()).toBe(400);
  expect(await answer.text()).toContain("w must be one of");
});
