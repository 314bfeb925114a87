// The product page's media: with JavaScript a swiper (drag, arrow keys, thumbnails, zoom),
// videos that play muted while in view, and a 360 viewer (drag and arrow keys); without it every
// picture with its size, the video's player with controls and a poster, the spin's first frame with
// a link to all its frames. In both, the chosen variant's picture comes first. Projects js and nojs.
import { type Page } from "@playwright/test";
import { expect, seed, test } from "./fixtures";

const WHEY_PAGE = `/products/${seed.WHEY.url_key}`;
/** A phone's screen, where the strip shows the first slide and the edge of the next. */
const PHONE = { width: 412, height: 823 };

/** The page's HTML is what these tests read; its pictures (resized on first request) may still be arriving. */
async function open(page: Page) {
  await page.goto(WHEY_PAGE, { waitUntil: "domcontentloaded" });
}

/**
 * Every stylesheet applied: without scripts, DOMContentLoaded does not wait for them. Asked from the
 * test's side: waitForFunction polls on the page's animation frames, which a busy machine can starve
 * for longer than a test lasts.
 */
async function stylesApplied(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>("link[rel=stylesheet]")].every((link) => link.sheet !== null),
      ),
    )
    .toBe(true);
}

async function ready(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

/** The gallery once the swiper has taken it over. */
async function swiperReady(page: Page) {
  await expect(page.locator(".gallery__main.swiper-initialized")).toHaveCount(1);
}

const activeSlide = (page: Page) => page.locator(".gallery__main .swiper-slide-active");
const thumbnail = (page: Page, kind: "image" | "video" | "spin") =>
  page.getByRole("navigation", { name: "All pictures and videos" }).locator(`li[data-kind="${kind}"] a`).first();

test.describe("with JavaScript", () => {
  test.beforeEach(({ javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "the swiper, the playing video and the 360 viewer need JavaScript");
  });

  test("a drag, the arrow keys and a thumbnail change the picture; the zoom button zooms it", async ({
    page,
    javaScriptEnabled,
  }) => {
    await open(page);
    await ready(page, javaScriptEnabled);
    await swiperReady(page);
    await expect(activeSlide(page)).toHaveAttribute("id", "gallery-slide-1");

    // Swipe left with the mouse (swiper treats it as a finger).
    const box = (await page.locator(".gallery__main").boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.75, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 12 });
    await page.mouse.up();
    await expect(activeSlide(page)).toHaveAttribute("id", "gallery-slide-2");

    const gallery = page.getByRole("region", { name: `Pictures of ${seed.WHEY.name}` });
    await gallery.focus();
    await page.keyboard.press("ArrowRight");
    await expect(activeSlide(page)).toHaveAttribute("id", "gallery-slide-3");
    await page.keyboard.press("ArrowLeft");
    await expect(activeSlide(page)).toHaveAttribute("id", "gallery-slide-2");

    await thumbnail(page, "image").click();
    await expect(activeSlide(page)).toHaveAttribute("id", "gallery-slide-1");

    await page.getByRole("button", { name: "Zoom in" }).click();
    await expect(activeSlide(page)).toHaveClass(/swiper-slide-zoomed/);
    await expect(page.getByRole("button", { name: "Zoom out" })).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: "Zoom out" }).click();
    await expect(activeSlide(page)).not.toHaveClass(/swiper-slide-zoomed/);
  });

  test("a video plays muted while more than 30 % of it is in view and pauses when scrolled away", async ({
    page,
    javaScriptEnabled,
  }) => {
    await open(page);
    await ready(page, javaScriptEnabled);
    await swiperReady(page);
    const video = page.getByTestId("gallery-video");
    test.skip((await video.count()) === 0, "the seed's video is a provider's link, not a file the page plays");
    await thumbnail(page, "video").click();
    await expect(activeSlide(page)).toHaveAttribute("data-kind", "video");
    await expect.poll(() => video.evaluate((player: HTMLVideoElement) => !player.paused && player.muted)).toBe(true);

    // Scrolled until the video is out of view: it stops. (Room below the page, in case what follows
    // the gallery is shorter than a screen.)
    await page.evaluate(() => {
      document.body.style.paddingBottom = "200vh";
      window.scrollTo(0, document.documentElement.scrollHeight);
    });
    await expect.poll(() => video.evaluate((player: HTMLVideoElement) => player.paused)).toBe(true);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => video.evaluate((player: HTMLVideoElement) => player.paused)).toBe(false);

    // Another slide shown: the video is out of view again.
    await thumbnail(page, "image").click();
    await expect.poll(() => video.evaluate((player: HTMLVideoElement) => player.paused)).toBe(true);
  });

  test("the 360 viewer turns the product when dragged and with the arrow keys, fetching its frames on first use", async ({
    page,
    javaScriptEnabled,
  }) => {
    const frameRequests = new Set<string>();
    page.on("request", (request) => {
      if (/-360-\d+/.test(request.url()) && !request.url().includes("/thumbnail/")) frameRequests.add(request.url());
    });
    await open(page);
    await ready(page, javaScriptEnabled);
    await swiperReady(page);
    await thumbnail(page, "spin").click();
    const viewer = page.getByRole("slider", { name: /360/ });
    await expect(viewer).toBeVisible();
    await expect(viewer).toHaveAttribute("aria-valuenow", "1");
    await expect(page.getByText("Drag to rotate")).toBeVisible();
    const frames = Number(await viewer.getAttribute("aria-valuemax"));
    expect(frames).toBeGreaterThan(1);
    // Until the shopper turns it, no frame but the first is fetched.
    expect([...frameRequests].filter((url) => !/-360-0*1\b/.test(url))).toEqual([]);

    // The whole viewer in view (the thumbnail's click may have scrolled its top away), and the slide
    // finished moving in, before it is dragged.
    await viewer.scrollIntoViewIfNeeded();
    const stage = (await page.locator(".gallery__main").boundingBox())!;
    await expect.poll(async () => Math.round((await viewer.boundingBox())?.x ?? -1)).toBe(Math.round(stage.x));
    const box = (await viewer.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 60, box.y + box.height / 2, { steps: 6 });
    await page.mouse.up();
    await expect(viewer).not.toHaveAttribute("aria-valuenow", "1");
    // Dragging the viewer turns the product; the gallery stays on it.
    await expect(activeSlide(page)).toHaveAttribute("data-kind", "spin");
    await expect.poll(() => frameRequests.size).toBeGreaterThanOrEqual(frames);

    const before = Number(await viewer.getAttribute("aria-valuenow"));
    await viewer.focus();
    await page.keyboard.press("ArrowRight");
    await expect(viewer).toHaveAttribute("aria-valuenow", String((before % frames) + 1));
    await expect(activeSlide(page)).toHaveAttribute("data-kind", "spin");
  });
});

/** The media paths of the slides' pictures, in order, as the server renders the page. */
async function slidePictures(page: Page): Promise<string[]> {
  const html = await (await page.request.get(WHEY_PAGE)).text();
  const pictures = [...html.matchAll(/class="gallery__image" src="\/_img\?src=([^&"]+)&/g)];
  expect(pictures.length).toBeGreaterThan(2);
  return pictures.map((match) => decodeURIComponent(match[1]));
}

/** A gallery-sized copy (not a thumbnail's) of a picture through the resizing endpoint. */
const gallerySized = (url: URL) => url.pathname === "/_img" && Number(url.searchParams.get("w")) >= 384;

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("nothing below the gallery moves when the swiper takes it over", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "the swiper needs JavaScript");
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: "layout-shift", buffered: true });
    });
    await open(page);
    await swiperReady(page);
    const thumbs = page.getByRole("navigation", { name: "All pictures and videos" });
    await expect(thumbs).toBeInViewport();
    // two frames: the swiper's first layout painted and its shifts, if any, reported
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)).toEqual([]);
  });

  test("the shown picture's thumbnail is framed and scrolled into its row, the page staying put", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "only the swiper knows the shown picture");
    await open(page);
    await ready(page, javaScriptEnabled);
    await swiperReady(page);
    const row = page.getByRole("navigation", { name: "All pictures and videos" });
    const links = row.getByRole("link");
    const count = await links.count();
    // More thumbnails than a phone's row shows: the last ones start out of its view.
    expect(await row.evaluate((nav) => nav.scrollWidth > nav.clientWidth)).toBe(true);
    await expect(links.first()).toHaveAttribute("aria-current", "true");

    await page.getByRole("region", { name: `Pictures of ${seed.WHEY.name}` }).focus();
    const pageTop = await page.evaluate(() => window.scrollY);
    for (let index = 1; index < count; index++) {
      await page.keyboard.press("ArrowRight");
      await expect(activeSlide(page)).toHaveAttribute("id", `gallery-slide-${index + 1}`);
    }
    const last = links.last();
    await expect(last).toHaveAttribute("aria-current", "true");
    await expect(row.locator('[aria-current="true"]')).toHaveCount(1);
    // Whole within the row's box once its smooth scroll has ended.
    await expect
      .poll(async () => {
        const [box, thumb] = [(await row.boundingBox())!, (await last.boundingBox())!];
        return thumb.x >= box.x - 1 && thumb.x + thumb.width <= box.x + box.width + 1;
      })
      .toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(pageTop);
  });

  test("without JavaScript, the next picture peeks in beside the first", async ({ page, javaScriptEnabled }) => {
    test.skip(javaScriptEnabled, "the server's strip as a browser without JavaScript shows it");
    await open(page);
    await stylesApplied(page);
    const strip = (await page.locator(".gallery__main").boundingBox())!;
    const first = (await page.locator(".gallery__slide").first().boundingBox())!;
    expect(first.width).toBeLessThan(strip.width * 0.95);
    // Nothing is held without scripts: the next picture is there, drawn.
    const next = page.locator(".gallery__slide").nth(1).locator("img");
    await expect(next).toBeVisible();
    await expect.poll(() => next.evaluate((picture: HTMLImageElement) => picture.naturalWidth)).toBeGreaterThan(0);
  });

  test("the pictures beside the first wait until it is painted, then come in", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "without scripts nothing is held (the test above)");
    const [first, ...later] = await slidePictures(page);
    // The first picture is slow to come: meanwhile the browser lays the page out and lazy-loads
    // what is near, the thumbnails among it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => gallerySized(url) && url.searchParams.get("src") === first,
      async (route) => {
        await held;
        await route.continue();
      },
    );
    const others: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (gallerySized(url) && later.includes(url.searchParams.get("src")!)) others.push(url.searchParams.get("src")!);
    });
    await open(page);
    const thumbnails = page.locator(".gallery__thumb img");
    await expect
      .poll(() => thumbnails.evaluateAll((pictures: HTMLImageElement[]) => pictures.every((p) => p.naturalWidth > 0)))
      .toBe(true);
    expect(others).toEqual([]);

    release();
    await ready(page, javaScriptEnabled);
    // the next slide's picture, beside the shown one, is fetched and drawn once the first is painted
    await expect.poll(() => others.length).toBeGreaterThan(0);
    await swiperReady(page);
    await page.locator(".gallery__thumb a").nth(1).click();
    await expect(activeSlide(page)).toHaveAttribute("id", "gallery-slide-2");
    const second = page.locator(".gallery__slide").nth(1).locator("img");
    await expect(second).toBeVisible();
    await expect.poll(() => second.evaluate((picture: HTMLImageElement) => picture.naturalWidth)).toBeGreaterThan(0);
  });
});

test.describe("without JavaScript", () => {
  test.beforeEach(({ javaScriptEnabled }) => {
    test.skip(javaScriptEnabled, "the server's gallery, as a browser without JavaScript shows it");
  });

  test("every picture is there with its size, the first one eager; thumbnails link to them", async ({ page }) => {
    await open(page);
    const pictures = page.locator(".gallery__slide[data-kind=image] img");
    expect(await pictures.count()).toBeGreaterThan(1);
    for (const picture of await pictures.all()) {
      await expect(picture).toHaveAttribute("width", /^\d+$/);
      await expect(picture).toHaveAttribute("height", /^\d+$/);
      // A catalogue picture, through the resizing endpoint at the widths it serves.
      await expect(picture).toHaveAttribute("src", /(\/|%2F)media(\/|%2F)/);
      await expect(picture).toHaveAttribute("srcset", / \d+w/);
    }
    await expect(pictures.first()).toHaveAttribute("fetchpriority", "high");
    await expect(pictures.first()).toHaveAttribute("loading", "eager");
    await expect(pictures.nth(1)).toHaveAttribute("loading", "lazy");
    await expect(page.locator(".gallery__thumb a")).toHaveCount(await page.locator(".gallery__slide").count());
    await thumbnail(page, "spin").click();
    await expect(page).toHaveURL(/#gallery-slide-\d+$/);
  });

  test("the video has the player's controls and a poster, nothing fetched before it is played", async ({ page }) => {
    await open(page);
    const video = page.getByTestId("gallery-video");
    test.skip((await video.count()) === 0, "the seed's video is a provider's link, not a file the page plays");
    await expect(video).toHaveAttribute("controls", "");
    await expect(video).toHaveAttribute("preload", "none");
    // one phone-sized copy through the resizing endpoint, not the backend's original
    await expect(video).toHaveAttribute("poster", /^\/_img\?src=%2Fmedia%2F.+&w=700&/);
    await expect(video.locator("source")).toHaveAttribute("type", "video/webm");
    await expect(page.locator(".gallery-video__caption").first()).not.toBeEmpty();
  });

  test("a 360 spin shows its first frame and links to all its frames", async ({ page }) => {
    await open(page);
    const still = page.locator(".gallery__slide[data-kind=spin] img");
    await expect(still).toHaveAttribute("src", /-360-0*1\b/);
    await expect(still).toHaveAttribute("width", /^\d+$/);
    const link = page.getByRole("link", { name: /See all \d+ angles/ });
    const count = Number((await link.textContent())?.match(/\d+/)?.[0]);
    await expect(page.locator(".spin-frames")).toBeHidden();
    // The frames are not in the product's document until the link asks for them.
    await expect(page.locator(".spin-frames")).toHaveCount(0);
    await link.click();
    await expect(page).toHaveURL(/[?&]spin=1#gallery-spin-frames-1$/);
    const frames = page.getByRole("list", { name: /360° view/ }).getByRole("img");
    await expect(frames).toHaveCount(count);
    await expect(frames.first()).toBeVisible();
    // The strip scrolls inside the page's width; the gallery's picture keeps its size.
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const stage = await page.locator(".gallery__stage").boundingBox();
      expect(stage!.width).toBeLessThanOrEqual(width);
      expect(stage!.height).toBeLessThanOrEqual(width);
    }
  });

  test("the frames' page keeps the chosen flavour", async ({ page }) => {
    const vanilla = seed.WHEY_FLAVOURS.find((flavour) => flavour.code === "VAN")!;
    await open(page);
    await page.getByRole("radio", { name: new RegExp(`^${vanilla.en}`) }).check();
    await page.getByRole("button", { name: "Show selection" }).click();
    await expect(page).toHaveURL(/flavours=/);
    const chosen = new URL(page.url()).searchParams.get("flavours");
    await page.getByRole("link", { name: /See all \d+ angles/ }).click();
    expect(new URL(page.url()).searchParams.get("flavours")).toBe(chosen);
    await expect(
      page
        .getByRole("list", { name: /360° view/ })
        .getByRole("img")
        .first(),
    ).toBeVisible();
  });
});

test("the chosen flavour's picture comes first", async ({ page, javaScriptEnabled }) => {
  const vanilla = seed.WHEY_FLAVOURS.find((flavour) => flavour.code === "VAN")!;
  await open(page);
  await ready(page, javaScriptEnabled);
  const first = page.locator(".gallery__slide").first().locator("img");
  await expect(first).not.toHaveAttribute("alt", new RegExp(vanilla.en));
  await page.getByRole("radio", { name: new RegExp(`^${vanilla.en}`) }).check();
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Show selection" }).click();
  await expect(page).toHaveURL(/flavours=/);
  await expect(first).toHaveAttribute("alt", new RegExp(vanilla.en));
  if (javaScriptEnabled) {
    // The swiper was rebuilt around the new pictures and shows the first.
    await swiperReady(page);
    await expect(activeSlide(page)).toHaveAttribute("id", "gallery-slide-1");
  }
});
