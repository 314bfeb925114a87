// The start-up script of a shopper's page (ADR 0082), run against a stand-in window and document:
// nothing is fetched before the first screen's pictures are in and reported painted (or two frames
// later, or the cap), every module is
// preloaded by a made link before it is imported, the route modules are handed to Remix in the
// server's order with the partial manifest, and the entry comes last.
import type { UNSAFE_AssetsManifest as AssetsManifest } from "@remix-run/react";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import {
  AFTER_FRAMES_MS,
  RESTORE_SCROLL_SOURCE,
  pageScriptsSource,
  partialManifest,
  sharedChunks,
  START_CAP_MS,
} from "~/http/page-scripts.server";
import { HOLD_PICTURES_ATTRIBUTE } from "~/http/held-pictures.server";

const route = (id: string, extra: Record<string, unknown>) => ({
  id,
  module: `/build/${id}.js`,
  imports: ["/build/root.js"],
  hasAction: false,
  hasLoader: true,
  hasClientAction: false,
  hasClientLoader: false,
  hasErrorBoundary: false,
  ...extra,
});

const manifest = {
  entry: { module: "/build/entry.client.js", imports: ["/build/root.js"] },
  routes: {
    root: { ...route("root", { path: "" }), imports: [] },
    storeLayout: route("storeLayout", { parentId: "root" }),
    home: route("home", { parentId: "storeLayout", index: true }),
    category: route("category", {
      parentId: "storeLayout",
      path: "*",
      imports: ["/build/root.js", "/build/_shared/chunk-a.js", "/build/_shared/chunk-b.js"],
    }),
    product: route("product", { parentId: "storeLayout", path: "products/:urlKey" }),
    basket: route("basket", { parentId: "storeLayout", path: "basket" }),
  },
  url: "/build/manifest-1.js",
  version: "1",
} as unknown as AssetsManifest;

const routes = [
  {
    id: "root",
    path: "",
    children: [
      {
        id: "storeLayout",
        children: [
          { id: "home", index: true },
          { id: "category", path: "*" },
          { id: "product", path: "products/:urlKey" },
          { id: "basket", path: "basket" },
        ],
      },
    ],
  },
];

const categoryPage = {
  manifest,
  serverHandoffString: '{"future":{"v3_singleFetch":true}}',
  singleFetch: true,
  routes,
  pathname: "/protein",
  matchIds: ["root", "storeLayout", "category"],
};

interface Link {
  rel?: string;
  href?: string;
  onload?: () => void;
  onerror?: () => void;
}

interface Picture {
  complete: boolean;
  listeners: Record<string, () => void>;
  addEventListener: (type: string, listener: () => void) => void;
}

const picture = (complete: boolean): Picture => {
  const listeners: Record<string, () => void> = {};
  return { complete, listeners, addEventListener: (type, listener) => (listeners[type] = listener) };
};

/**
 * Runs the start-up script with stand-ins for what it touches (the document's first-screen
 * pictures: `pictures`); `import()` is recorded.
 */
function runStart(source: string, pictures: Picture[] = []) {
  const links: Link[] = [];
  const imported: string[] = [];
  const selectors: string[] = [];
  const frames: Array<() => void> = [];
  const timers: Array<{ run: () => void; ms: number }> = [];
  /** The paint reports' listener the script registers (largest-contentful-paint). */
  const paintReports: Array<(list: { getEntries: () => Array<{ element: unknown }> }) => void> = [];
  const observed: unknown[] = [];
  class PerformanceObserver {
    constructor(listener: (typeof paintReports)[number]) {
      paintReports.push(listener);
    }
    observe(options: unknown) {
      observed.push(options);
    }
  }
  const window: Record<string, unknown> = {};
  /** The attributes on <html>: the server's mark that holds the pictures beside the first screen's. */
  const htmlAttributes = new Set([HOLD_PICTURES_ATTRIBUTE]);
  const document = {
    documentElement: { removeAttribute: (name: string) => htmlAttributes.delete(name) },
    querySelectorAll: (selector: string) => {
      selectors.push(selector);
      return pictures;
    },
    createElement: () => ({}),
    head: { appendChild: (link: Link) => links.push(link) },
  };
  const run = new Function(
    "window",
    "document",
    "requestAnimationFrame",
    "setTimeout",
    "PerformanceObserver",
    "__import",
    source.replace(/\bimport\(/g, "__import("),
  );
  run(
    window,
    document,
    (frame: () => void) => frames.push(frame),
    (callback: () => void, ms: number) => timers.push({ run: callback, ms }),
    PerformanceObserver,
    (url: string) => {
      imported.push(url);
      return Promise.resolve({ url });
    },
  );
  const reportPaint = (element: unknown) =>
    paintReports.forEach((report) => report({ getEntries: () => [{ element }] }));
  /** The two frames, then the wait for a paint report. */
  const framesPass = () => {
    frames.shift()?.();
    frames.shift()?.();
    timers.find((timer) => timer.ms === AFTER_FRAMES_MS)?.run();
  };
  return { links, imported, selectors, frames, timers, window, observed, reportPaint, framesPass, htmlAttributes };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("a shopper's page start-up script", () => {
  it("fetches nothing until the first screen's pictures are in and the next frame is painted", async () => {
    const first = picture(false);
    const second = picture(false);
    const page = runStart(pageScriptsSource(categoryPage).start, [first, picture(true), second]);
    expect(page.selectors).toEqual(["img[fetchpriority=high]"]);
    expect(page.frames).toEqual([]);

    first.listeners.load();
    expect(page.frames).toEqual([]);
    second.listeners.error();
    expect(page.frames).toHaveLength(1);
    expect(page.links).toEqual([]);
    page.frames[0]();
    expect(page.links).toEqual([]);
    // the browser reports the first picture painted: the code is fetched in the next task
    expect(page.observed).toEqual([{ type: "largest-contentful-paint", buffered: true }]);
    page.reportPaint({ some: "other element" });
    expect(page.timers.filter((timer) => timer.ms === 0)).toHaveLength(0);
    page.reportPaint(first);
    expect(page.links).toEqual([]);
    expect(page.htmlAttributes.has(HOLD_PICTURES_ATTRIBUTE)).toBe(true);
    page.timers.find((timer) => timer.ms === 0)?.run();
    // the pictures held beside the first screen's are let go as the code is fetched
    expect(page.htmlAttributes.has(HOLD_PICTURES_ATTRIBUTE)).toBe(false);

    // every file preloaded at once by a made link, the entry among them; nothing imported yet
    expect(page.links.map((link) => [link.rel, link.href])).toEqual([
      ["modulepreload", "/build/_shared/chunk-a.js"],
      ["modulepreload", "/build/_shared/chunk-b.js"],
      ["modulepreload", "/build/entry.client.js"],
      ["modulepreload", "/build/root.js"],
      ["modulepreload", "/build/storeLayout.js"],
      ["modulepreload", "/build/category.js"],
    ]);
    expect(page.imported).toEqual([]);

    // each route module is imported once its preload is in; the entry after all of them
    for (const link of page.links) link.onload?.();
    await settle();
    expect(page.imported).toEqual([
      "/build/root.js",
      "/build/storeLayout.js",
      "/build/category.js",
      "/build/entry.client.js",
    ]);
    expect(Object.keys(page.window.__remixRouteModules as object)).toEqual(["root", "storeLayout", "category"]);
    expect((page.window.__remixRouteModules as Record<string, { url: string }>).category.url).toBe(
      "/build/category.js",
    );
    expect(Object.keys((page.window.__remixManifest as AssetsManifest).routes)).toEqual([
      "root",
      "storeLayout",
      "category",
      "home",
    ]);
  });

  it("runs the app only once the document's cookie check has answered", async () => {
    const page = runStart(pageScriptsSource(categoryPage).start, [picture(true)]);
    let answer: () => void = () => {};
    page.window.__cookies = new Promise<void>((resolve) => (answer = resolve));
    page.framesPass();
    for (const link of page.links) link.onload?.();
    await settle();
    // the route modules are in; the entry, which starts the app, waits for the check
    expect(page.imported).toEqual(["/build/root.js", "/build/storeLayout.js", "/build/category.js"]);
    answer();
    await settle();
    expect(page.imported.at(-1)).toBe("/build/entry.client.js");
  });

  it("without a paint report (a browser without one, a picture that is not the largest), two frames and a moment later", () => {
    const page = runStart(pageScriptsSource(categoryPage).start, [picture(true)]);
    expect(page.frames).toHaveLength(1);
    page.frames[0]();
    expect(page.links).toEqual([]);
    page.framesPass();
    expect(page.links).toHaveLength(6);
  });

  it("starts anyway when the pictures are not in by the cap, and only once", async () => {
    const slow = picture(false);
    const page = runStart(pageScriptsSource(categoryPage).start, [slow]);
    const cap = page.timers.find((timer) => timer.ms === START_CAP_MS);
    expect(cap).toBeDefined();
    expect(page.htmlAttributes.has(HOLD_PICTURES_ATTRIBUTE)).toBe(true);
    cap?.run();
    expect(page.links).toHaveLength(6);
    expect(page.htmlAttributes.has(HOLD_PICTURES_ATTRIBUTE)).toBe(false);
    slow.listeners.load();
    page.framesPass();
    page.reportPaint(slow);
    page.timers.find((timer) => timer.ms === 0)?.run();
    expect(page.links).toHaveLength(6);
  });

  it("a failed preload still lets the import try (and report) the module", async () => {
    const page = runStart(pageScriptsSource(categoryPage).start);
    page.timers.find((timer) => timer.ms === START_CAP_MS)?.run();
    for (const link of page.links) link.onerror?.();
    await settle();
    expect(page.imported.at(-1)).toBe("/build/entry.client.js");
  });

  it("hands Remix its context and stream before anything else", () => {
    const { context } = pageScriptsSource(categoryPage);
    expect(context).toBe(
      'window.__remixContext = {"future":{"v3_singleFetch":true}};window.__remixContext.stream = new ReadableStream({start(controller){window.__remixContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());',
    );
  });

  it("keeps what it writes inside its script element", () => {
    const hostile = {
      ...manifest,
      routes: { ...manifest.routes, category: { ...manifest.routes.category, module: "/build/</script><b>.js" } },
    } as AssetsManifest;
    const { start } = pageScriptsSource({ ...categoryPage, manifest: hostile });
    expect(start).not.toContain("</script>");
    expect(start).toContain("\\u003c/script\\u003e");
  });
});

describe("the page's partial manifest and shared chunks", () => {
  it("holds the matches and what each parent path matches, as Remix's", () => {
    const ids = (pathname: string, matchIds: string[]) =>
      Object.keys(partialManifest({ ...categoryPage, pathname, matchIds }).routes);
    expect(ids("/", ["root", "storeLayout", "home"])).toEqual(["root", "storeLayout", "home"]);
    expect(ids("/products/impact-whey-protein", ["root", "storeLayout", "product"])).toEqual([
      "root",
      "storeLayout",
      "product",
      "home",
      "category",
    ]);
  });

  it("holds the routes of the links every page shows, so that none is patched in later", () => {
    const routes = partialManifest({
      ...categoryPage,
      pathname: "/",
      matchIds: ["root", "storeLayout", "home"],
      linkedPaths: ["/basket", "/products/_"],
    }).routes;
    expect(Object.keys(routes)).toEqual(["root", "storeLayout", "home", "basket", "product"]);
  });

  it("lists every imported file but the entry and the route modules, once", () => {
    expect(sharedChunks(manifest, ["root", "storeLayout", "category"])).toEqual([
      "/build/_shared/chunk-a.js",
      "/build/_shared/chunk-b.js",
    ]);
  });
});

describe("the scroll restoration before the start", () => {
  const browser = (storage: () => unknown) => {
    const history: { state: { key: string } | null; replaceState: (state: { key: string }) => void } = {
      state: null,
      replaceState: (state) => {
        history.state = state;
      },
    };
    const scrolled: number[] = [];
    const context = {
      window: { history, scrollTo: (_x: number, y: number) => scrolled.push(y) },
      started: false,
      console: { error: () => undefined },
      Math,
      JSON,
    };
    Object.defineProperty(context, "sessionStorage", { get: storage });
    return { context, scrolled, history };
  };

  it("scrolls to the position saved for this history entry", () => {
    const { context, scrolled, history } = browser(() => ({
      getItem: () => JSON.stringify({ abc: 420 }),
      removeItem: () => undefined,
    }));
    history.state = { key: "abc" };
    runInNewContext(`${RESTORE_SCROLL_SOURCE}started = true;`, context);
    expect(scrolled).toEqual([420]);
    expect(context.started).toBe(true);
  });

  it("on a new visit gives the entry a key and leaves the storage alone: nothing can be saved under a new key", () => {
    let touched = 0;
    const { context, scrolled, history } = browser(() => {
      touched += 1;
      return { getItem: () => JSON.stringify({}), removeItem: () => undefined };
    });
    runInNewContext(`${RESTORE_SCROLL_SOURCE}started = true;`, context);
    expect(history.state?.key).toMatch(/^\w+$/);
    expect(touched).toBe(0);
    expect(scrolled).toEqual([]);
    expect(context.started).toBe(true);
  });

  it("lets the page's start run in a browser whose storage throws (cookies blocked)", () => {
    const { context, scrolled, history } = browser(() => {
      throw new Error("SecurityError: Access is denied for this document.");
    });
    history.state = { key: "abc" };
    runInNewContext(`${RESTORE_SCROLL_SOURCE}started = true;`, context);
    expect(scrolled).toEqual([]);
    expect(history.state?.key).toBe("abc");
    expect(context.started).toBe(true);
  });
});
