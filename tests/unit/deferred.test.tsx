// @vitest-environment happy-dom
// Components whose code comes on demand (app/components/ui/deferred.tsx): the browser hydrates the
// server's HTML of such a component as it is, even when the page around it renders again at once (a
// popup taking its place in the queue does), instead of React giving up on it (error 421) and
// drawing it anew; one that appears later waits for its code without breaking the page.
import { act, lazy, startTransition, Suspense, useEffect, useState, type ComponentType, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { deferred, DeferredBoundary, loadDeferredIn } from "~/components/ui/deferred";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Note({ text }: { text: string }) {
  return <p className="note">{text}</p>;
}

/** The module as the network brings it: a little later. */
const slowModule = () =>
  new Promise<{ default: typeof Note }>((resolve) => setTimeout(() => resolve({ default: Note }), 30));

const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

/** A page that renders again right after hydrating, with the component inside `wrap`. */
function pageWith(Shown: ComponentType<{ text: string }>, wrap: (node: ReactNode) => ReactNode) {
  return function Page() {
    const [renders, setRenders] = useState(0);
    useEffect(() => setRenders(1), []);
    return (
      <div>
        <span>{renders}</span>
        {wrap(<Shown text="Write a review" />)}
      </div>
    );
  };
}

/** Server HTML of the page, then the browser hydrating it as entry.client does. */
async function hydrate(server: ReactNode, browser: ReactNode, { preload }: { preload: boolean }) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(server);
  document.body.append(container);
  const fromServer = container.querySelector("p.note");
  if (preload) await loadDeferredIn(container);
  const recoverable: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, browser, { onRecoverableError: (error) => recoverable.push(error) });
  });
  await pause(80);
  return { container, fromServer, recoverable };
}

describe("a deferred component", () => {
  it("is hydrated as the server rendered it, its code fetched first, while the page around it renders again", async () => {
    const boundary = (node: ReactNode) => <DeferredBoundary id="note-a">{node}</DeferredBoundary>;
    const Server = pageWith(deferred("note-a", Note, slowModule), boundary);
    const Browser = pageWith(deferred("note-a", undefined, slowModule), boundary);
    const { container, fromServer, recoverable } = await hydrate(<Server />, <Browser />, { preload: true });
    expect(recoverable).toEqual([]);
    expect(container.querySelector("span")?.textContent).toBe("1");
    expect(container.querySelector("p.note")).toBe(fromServer);
    expect(fromServer?.textContent).toBe("Write a review");
  });

  it("whose code is still on its way holds hydration until it comes, and keeps the server's HTML", async () => {
    const boundary = (node: ReactNode) => <DeferredBoundary id="note-b">{node}</DeferredBoundary>;
    const Server = pageWith(deferred("note-b", Note, slowModule), boundary);
    const Browser = pageWith(deferred("note-b", undefined, slowModule), boundary);
    const { container, fromServer, recoverable } = await hydrate(<Server />, <Browser />, { preload: false });
    expect(recoverable).toEqual([]);
    expect(container.querySelector("span")?.textContent).toBe("1");
    expect(container.querySelector("p.note")).toBe(fromServer);
  });

  it("first shown after hydration by a transition (a navigation, a fetcher's answer) waits for its code", async () => {
    const Later = deferred("note-c", undefined, slowModule);
    function Page() {
      const [shown, setShown] = useState(false);
      return (
        <div>
          <button type="button" onClick={() => startTransition(() => setShown(true))}>
            Show
          </button>
          {shown ? (
            <DeferredBoundary id="note-c">
              <Later text="Later" />
            </DeferredBoundary>
          ) : null}
        </div>
      );
    }
    const { container, recoverable } = await hydrate(<Page />, <Page />, { preload: true });
    await act(async () => container.querySelector("button")!.click());
    expect(container.querySelector("p.note")).toBeNull();
    await pause(80);
    expect(container.querySelector("p.note")?.textContent).toBe("Later");
    expect(recoverable).toEqual([]);
  });

  it("marks its place for the browser, which finds it in the server's HTML", () => {
    const html = renderToString(
      <DeferredBoundary id="review-form">
        <Note text="x" />
      </DeferredBoundary>,
    );
    expect(html).toContain('<template data-deferred="review-form">');
  });

  it("(as before: React.lazy in a Suspense boundary, the page rendering again) was drawn anew with error 421", async () => {
    const boundary = (node: ReactNode) => <Suspense fallback={null}>{node}</Suspense>;
    const Server = pageWith(Note, boundary);
    const Browser = pageWith(
      lazy(() => slowModule()),
      boundary,
    );
    const { container, fromServer, recoverable } = await hydrate(<Server />, <Browser />, { preload: false });
    expect(String(recoverable[0])).toMatch(/Suspense boundary received an update before it finished hydrating/);
    expect(container.querySelector("p.note")).not.toBe(fromServer);
  });
});
