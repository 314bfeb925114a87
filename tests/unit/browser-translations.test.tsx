// @vitest-environment happy-dom
// The browser's words for a page it was not loaded with: a component whose namespace the document
// did not bring waits (suspends) while the namespace's hashed file loads, then shows its words; a
// file that cannot be had after retries shows keys rather than a page waiting for ever.
import { Suspense, type ReactNode } from "react";
import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { browserTexts, loadNamespace, rememberTranslationHashes } from "~/i18n/browser-translations";
import { TranslationsContext, useTranslation } from "~/i18n/use-translation";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Basket({ count }: { count: number }) {
  const { t, i18n } = useTranslation("cart");
  return <p lang={i18n.language}>{t("lines", { count })}</p>;
}

async function render(node: ReactNode): Promise<HTMLElement> {
  const container = document.createElement("div");
  await act(async () => createRoot(container).render(node));
  return container;
}

afterEach(() => vi.unstubAllGlobals());

describe("a namespace the document did not bring", () => {
  it("is loaded from its hashed file while the component waits, then its words show", async () => {
    rememberTranslationHashes("de-DE", { cart: "0123456789ab" });
    let release: () => void = () => {};
    const fetched: string[] = [];
    vi.stubGlobal("fetch", (url: string) => {
      fetched.push(url);
      return new Promise<Response>((resolve) => {
        release = () =>
          resolve(new Response(JSON.stringify({ lines_one: "{{count}} Artikel", lines_other: "{{count}} Artikel" })));
      });
    });
    const translations = {
      locale: "de-DE",
      texts: browserTexts("de-DE"),
      load: (ns: string) => loadNamespace("de-DE", ns),
    };
    const container = await render(
      <TranslationsContext.Provider value={translations}>
        <Suspense fallback={<p>…</p>}>
          <Basket count={1500} />
        </Suspense>
      </TranslationsContext.Provider>,
    );
    expect(container.textContent).toBe("…");
    expect(fetched).toEqual(["/locales/de-DE/cart.0123456789ab.json"]);
    await act(async () => {
      release();
      await loadNamespace("de-DE", "cart");
    });
    expect(container.innerHTML).toBe('<p lang="de-DE">1.500 Artikel</p>');
  });

  it("that cannot be loaded is retried, then shows keys instead of waiting for ever", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    rememberTranslationHashes("fr-FR", { cart: "ba9876543210" });
    let calls = 0;
    vi.stubGlobal("fetch", () => {
      calls++;
      return Promise.resolve(new Response("nope", { status: 503 }));
    });
    const loading = loadNamespace("fr-FR", "cart");
    await vi.runAllTimersAsync();
    await loading;
    vi.useRealTimers();
    expect(calls).toBe(3);
    const container = await render(
      <TranslationsContext.Provider
        value={{ locale: "fr-FR", texts: browserTexts("fr-FR"), load: (ns) => loadNamespace("fr-FR", ns) }}
      >
        <Suspense fallback={<p>…</p>}>
          <Basket count={2} />
        </Suspense>
      </TranslationsContext.Provider>,
    );
    expect(container.textContent).toBe("lines");
  });
});
