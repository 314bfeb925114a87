// The storefront's picture endpoint (SPEC §9): allowed widths and quality only, the shop's media only,
// AVIF/WebP by Accept, never wider than the source, a year's immutable caching, a disk cache.
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import express from "express";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createImageResizer } from "~/http/image-resizer.server";
import { imageSrcSet, resizedImageUrl } from "~/media/images";
import { largestShownWidth } from "~/components/ui/ResponsiveImage";

let server: Server;
let base: string;
let cacheDir: string;
const asked: string[] = [];

beforeAll(async () => {
  cacheDir = mkdtempSync(join(tmpdir(), "img-cache-"));
  const picture = await sharp({ create: { width: 1200, height: 1200, channels: 3, background: "#1f4e79" } })
    .webp()
    .toBuffer();
  const app = express().get(
    "/_img",
    createImageResizer({
      cacheDir,
      loadSource: async (path) => {
        asked.push(path);
        if (path === "/media/catalog/product/i/m/front.webp") return picture;
        if (path === "/media/catalog/product/b/r/broken.webp") return Buffer.from("not a picture");
        return null;
      },
    }),
  );
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(cacheDir, { recursive: true, force: true });
});

const SRC = "/media/catalog/product/i/m/front.webp";
const get = (query: string, accept = "image/avif,image/webp,*/*") =>
  fetch(`${base}/_img?${query}`, { headers: { accept } });

describe("the picture endpoint", () => {
  it("answers an allowed width in AVIF to a browser that takes AVIF, cached for a year", async () => {
    const r = await get(`src=${encodeURIComponent(SRC)}&w=384&q=75`);
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toBe("image/avif");
    expect(r.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(r.headers.get("vary")).toContain("Accept");
    const meta = await sharp(Buffer.from(await r.arrayBuffer())).metadata();
    expect(meta.format).toBe("heif");
    expect(meta.width).toBe(384);
  });

  it("answers WebP to a browser that takes WebP only, JPEG to one that takes neither", async () => {
    const webp = await get(`src=${encodeURIComponent(SRC)}&w=128&q=75`, "image/webp,*/*");
    expect(webp.headers.get("content-type")).toBe("image/webp");
    expect((await sharp(Buffer.from(await webp.arrayBuffer())).metadata()).width).toBe(128);
    const jpeg = await get(`src=${encodeURIComponent(SRC)}&w=128&q=75`, "*/*");
    expect(jpeg.headers.get("content-type")).toBe("image/jpeg");
  });

  it("never makes a picture wider than its source", async () => {
    const r = await get(`src=${encodeURIComponent(SRC)}&w=3840&q=75`, "image/webp");
    expect((await sharp(Buffer.from(await r.arrayBuffer())).metadata()).width).toBe(1200);
  });

  it("keeps results on disk and answers the next request from there", async () => {
    const before = asked.length;
    const r = await get(`src=${encodeURIComponent(SRC)}&w=384&q=75`);
    expect(r.status).toBe(200);
    expect(asked.length).toBe(before);
    expect(readdirSync(cacheDir).length).toBeGreaterThan(0);
  });

  it("refuses widths outside the list, other qualities and missing sources with a 400 that says why", async () => {
    const width = await get(`src=${encodeURIComponent(SRC)}&w=385&q=75`);
    expect(width.status).toBe(400);
    expect(await width.text()).toMatch(/^w must be one of 16, 32/);
    const quality = await get(`src=${encodeURIComponent(SRC)}&w=384&q=90`);
    expect(quality.status).toBe(400);
    expect(await quality.text()).toBe("q must be 75");
    expect((await get("w=384&q=75")).status).toBe(400);
  });

  it("resizes only the shop's media: no other address, no way out of /media/, no SVG", async () => {
    for (const src of [
      "https://evil.example/x.webp",
      "//evil.example/media/x.webp",
      "/media/../../etc/passwd.png",
      "/etc/passwd.png",
      "/media/catalog/product/x.svg",
    ]) {
      const r = await get(`src=${encodeURIComponent(src)}&w=384&q=75`);
      expect(r.status, src).toBe(400);
    }
    expect(asked.every((p) => p.startsWith("/media/"))).toBe(true);
  });

  it("answers 404 for a picture that is not there and 400 for a source that is not a picture", async () => {
    expect((await get(`src=${encodeURIComponent("/media/catalog/product/n/o/none.webp")}&w=384&q=75`)).status).toBe(
      404,
    );
    expect((await get(`src=${encodeURIComponent("/media/catalog/product/b/r/broken.webp")}&w=384&q=75`)).status).toBe(
      400,
    );
  });
});

describe("responsive image addresses", () => {
  it("sends media pictures through the endpoint at allowed widths up to twice the shown size", () => {
    expect(resizedImageUrl("/media/catalog/product/i/m/a.webp", 256)).toBe(
      "/_img?src=%2Fmedia%2Fcatalog%2Fproduct%2Fi%2Fm%2Fa.webp&w=256&q=75",
    );
    // a backend's absolute media address keeps only its path: the endpoint reads the shop's own backend
    expect(resizedImageUrl("https://magento.example/media/catalog/product/a.webp", 128)).toBe(
      "/_img?src=%2Fmedia%2Fcatalog%2Fproduct%2Fa.webp&w=128&q=75",
    );
    const widths = imageSrcSet("/media/catalog/product/a.webp", 290)!
      .split(", ")
      .map((e) => Number(e.split(" ")[1].replace("w", "")));
    expect(widths).toEqual([96, 128, 256, 384, 700]);
  });

  it("leaves SVGs and foreign pictures as they are", () => {
    expect(resizedImageUrl("/media/catalog/product/placeholder/image.svg", 256)).toBe(
      "/media/catalog/product/placeholder/image.svg",
    );
    expect(imageSrcSet("https://cdn.example/x.png", 256)).toBeUndefined();
  });

  it("reads how wide a picture is shown from its sizes", () => {
    expect(largestShownWidth("(min-width: 991px) 290px, (min-width: 767px) 31vw, 47vw", 256)).toBe(360);
    expect(largestShownWidth("48px", 10)).toBe(48);
    expect(largestShownWidth("100vw", 10)).toBe(1920);
  });
});
