// The icons and the manifest are served from their own addresses; a page's address never looks on disk.
import fs, { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { publicFiles } from "~/http/public-files.server";

let base: string;
let close: () => void;

beforeAll(async () => {
  const directory = mkdtempSync(join(tmpdir(), "public-files-"));
  writeFileSync(join(directory, "favicon.ico"), "icon");
  writeFileSync(join(directory, "site.webmanifest"), '{"name":"Peak Whey"}');
  mkdirSync(join(directory, "search"));
  writeFileSync(join(directory, "search", "index.html"), "not a page of ours");
  const app = express();
  app.use(publicFiles(directory, { maxAge: "1d", index: false }));
  app.use((_req, res) => void res.send("the shop's page"));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

describe("public files", () => {
  it("serves the favicon and the manifest with a day's lifetime", async () => {
    const icon = await fetch(`${base}/favicon.ico`);
    expect(icon.status).toBe(200);
    expect(await icon.text()).toBe("icon");
    expect(icon.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(await (await fetch(`${base}/site.webmanifest`)).json()).toEqual({ name: "Peak Whey" });
  });

  it("hands every other address to the shop without looking on disk", async () => {
    const stat = vi.spyOn(fs, "stat");
    try {
      for (const path of ["/search?q=whey", "/search", "/protein", "/favicon.ico/x", "/"])
        expect(await (await fetch(`${base}${path}`)).text()).toBe("the shop's page");
      expect(stat).not.toHaveBeenCalled();
    } finally {
      stat.mockRestore();
    }
  });
});
