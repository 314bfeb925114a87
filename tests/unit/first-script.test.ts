// The document's first script, run against a stand-in window and document: SPEC §9's cookie check,
// and the page's storage touched only when the browser keeps no cookies (then replaced by an
// in-memory stand-in where reading it throws).
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { FIRST_SCRIPT_SOURCE } from "~/http/first-script.server";

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
  runInNewContext(FIRST_SCRIPT_SOURCE, { window, document, Object });
  return { calls, attributes, window, jar: () => jar };
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
});
