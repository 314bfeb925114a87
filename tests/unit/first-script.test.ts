// The document's first script, run against a stand-in window and document: SPEC §9's cookie check,
// and the page's storage touched only when the browser keeps no cookies (then replaced by an
// in-memory stand-in where reading it throws).
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { FIRST_SCRIPT_SOURCE } from "~/http/first-script.server";

/** The window's two storages: each touch recorded, and a throw where the browser blocks them. */
function withStorages(window: Record<string, unknown>, calls: string[], storageThrows: boolean) {
  for (const name of ["sessionStorage", "localStorage"]) {
    Object.defineProperty(window, name, {
      configurable: true,
      get() {
        calls.push(`touch ${name}`);
        if (storageThrows) throw new Error("SecurityError");
        return { length: 0 };
      },
    });
  }
}

/** A browser: its cookie jar (or none kept), and storage that works or throws when touched. */
function browser({
  keepsCookies,
  cookies = "",
  storageThrows,
}: {
  keepsCookies: boolean;
  cookies?: string;
  storageThrows: boolean;
}) {
  const calls: string[] = [];
  let jar = cookies;
  const attributes = new Map<string, string>();
  const document = {
    get cookie() {
      calls.push("read cookies");
      return jar;
    },
    set cookie(value: string) {
      calls.push(`write ${value.split(";")[0]}`);
      if (keepsCookies) jar = jar ? `${jar}; ${value.split(";")[0]}` : value.split(";")[0];
    },
    documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
  };
  const window: Record<string, unknown> = {};
  withStorages(window, calls, storageThrows);
  runInNewContext(FIRST_SCRIPT_SOURCE, { window, document, Object });
  return { calls, attributes, window, jar: () => jar };
}

/**
 * A browser with the Cookie Store API: `document.cookie` must not be read (each read blocks the page);
 * the store keeps the cookie, or keeps nothing, or refuses to write.
 */
function storeBrowser({
  keeps,
  refuses = false,
  cookies = {},
  storageThrows,
}: {
  keeps: boolean;
  refuses?: boolean;
  cookies?: Record<string, string>;
  storageThrows: boolean;
}) {
  const calls: string[] = [];
  const jar = new Map(Object.entries(cookies));
  const attributes = new Map<string, string>();
  const document = {
    get cookie(): string {
      throw new Error("document.cookie read");
    },
    set cookie(_: string) {
      throw new Error("document.cookie written");
    },
    documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
  };
  const cookieStore = {
    get: async (name: string) => {
      calls.push(`get ${name}`);
      return jar.has(name) ? { name, value: jar.get(name) } : null;
    },
    set: async (options: { name: string; value: string; path: string; sameSite: string }) => {
      calls.push(`set ${options.name}=${options.value} path=${options.path} sameSite=${options.sameSite}`);
      if (refuses) throw new Error("UnknownError");
      if (keeps) jar.set(options.name, options.value);
    },
  };
  const window: Record<string, unknown> = { cookieStore };
  withStorages(window, calls, storageThrows);
  runInNewContext(FIRST_SCRIPT_SOURCE, { window, document, Object });
  return { calls, attributes, window, checked: window.__cookies as Promise<void> };
}

describe("the document's first script", () => {
  it("reads the cookies once and nothing else when the test cookie is there", () => {
    const shop = browser({ keepsCookies: true, cookies: "pw_cookie_consent=all; test_cookie=1", storageThrows: false });
    expect(shop.calls).toEqual(["read cookies"]);
    expect(shop.attributes.size).toBe(0);
  });

  it("writes the test cookie on a first visit and reads it back, leaving the storage alone", () => {
    const shop = browser({ keepsCookies: true, storageThrows: false });
    expect(shop.calls).toEqual(["read cookies", "write test_cookie=1", "read cookies"]);
    expect(shop.jar()).toBe("test_cookie=1");
    expect(shop.attributes.size).toBe(0);
  });

  it("marks the page and puts working storage in place of the blocked one when no cookie is kept", () => {
    const shop = browser({ keepsCookies: false, storageThrows: true });
    expect(shop.attributes.get("data-cookies")).toBe("off");
    expect(shop.calls).toContain("touch sessionStorage");
    expect(shop.calls).toContain("touch localStorage");
    const storage = shop.window.sessionStorage as Storage;
    storage.setItem("positions", "{}");
    expect(storage.getItem("positions")).toBe("{}");
    expect(storage.getItem("missing")).toBeNull();
    expect((shop.window.localStorage as Storage).getItem("positions")).toBeNull();
  });

  it("keeps a storage that works, even in a browser that keeps no cookies", () => {
    const shop = browser({ keepsCookies: false, storageThrows: false });
    expect(shop.attributes.get("data-cookies")).toBe("off");
    expect(Object.getOwnPropertyDescriptor(shop.window, "sessionStorage")?.get).toBeTypeOf("function");
  });

  describe("through the Cookie Store API, without reading document.cookie", () => {
    it("asks the store once and changes nothing when the test cookie is there", async () => {
      const shop = storeBrowser({ keeps: true, cookies: { test_cookie: "1" }, storageThrows: false });
      // nothing is decided in the parsing task: the answer comes later
      expect(shop.attributes.size).toBe(0);
      await shop.checked;
      expect(shop.calls).toEqual(["get test_cookie"]);
      expect(shop.attributes.size).toBe(0);
    });

    it("writes the test cookie for the whole site, lax, and reads it back on a first visit", async () => {
      const shop = storeBrowser({ keeps: true, storageThrows: false });
      await shop.checked;
      expect(shop.calls).toEqual(["get test_cookie", "set test_cookie=1 path=/ sameSite=lax", "get test_cookie"]);
      expect(shop.attributes.size).toBe(0);
    });

    it("marks the page and puts working storage in place when the store keeps nothing", async () => {
      const shop = storeBrowser({ keeps: false, storageThrows: true });
      expect(shop.attributes.size).toBe(0);
      await shop.checked;
      expect(shop.attributes.get("data-cookies")).toBe("off");
      const storage = shop.window.sessionStorage as Storage;
      storage.setItem("positions", "{}");
      expect(storage.getItem("positions")).toBe("{}");
    });

    it("marks the page when the store refuses the write", async () => {
      const shop = storeBrowser({ keeps: false, refuses: true, storageThrows: false });
      await shop.checked;
      expect(shop.attributes.get("data-cookies")).toBe("off");
    });
  });
});
