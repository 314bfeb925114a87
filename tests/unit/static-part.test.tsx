// @vitest-environment happy-dom
// A static part (app/components/ui/static-part.tsx) in the browser: what the server put in it stays,
// node for node, when the page around it renders again, until new markup comes with the data.
import { act, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { DocumentHtmlContext } from "~/components/ui/document-html";
import { StaticPart, type StaticPartHtml } from "~/components/ui/static-part";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const MARKUP = "<details><summary>Read more</summary><p>Whey from grass-fed cows.</p></details>";

/** The page: a counter that renders it again, and the part; `control` lets the test change both. */
function pageWith(initial: StaticPartHtml, control: { render?: (part: StaticPartHtml) => void }) {
  return function Page() {
    const [part, setPart] = useState(initial);
    const [renders, setRenders] = useState(0);
    control.render = (next) => {
      setPart(next);
      setRenders((count) => count + 1);
    };
    return (
      <MemoryRouter>
        <span>{renders}</span>
        <StaticPart part={part} className="part" />
      </MemoryRouter>
    );
  };
}

/** The server's document (the markup from the kept fragments), then the browser hydrating it. */
async function hydrated(key: string) {
  const inDocument: StaticPartHtml = { key, html: null };
  const control: { render?: (part: StaticPartHtml) => void } = {};
  const Page = pageWith(inDocument, control);
  const container = document.createElement("div");
  container.innerHTML = renderToString(
    <DocumentHtmlContext.Provider value={new Map([[key, MARKUP]])}>
      <Page />
    </DocumentHtmlContext.Provider>,
  );
  document.body.append(container);
  const recoverable: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <Page />, { onRecoverableError: (error) => recoverable.push(error) });
  });
  return { container, control, recoverable, inDocument };
}

describe("a static part in the browser", () => {
  it("keeps the server's nodes, and what the shopper opened in them, when the page renders again", async () => {
    const { container, control, recoverable, inDocument } = await hydrated("description-a");
    const details = container.querySelector("details");
    expect(details?.querySelector("summary")?.textContent).toBe("Read more");
    details!.open = true;

    await act(async () => control.render!(inDocument));
    await act(async () => control.render!({ ...inDocument }));

    expect(container.querySelector("span")?.textContent).toBe("2");
    expect(container.querySelector("details")).toBe(details);
    expect(details?.open).toBe(true);
    expect(recoverable).toEqual([]);
  });

  it("shows new markup when the data brings it, and keeps that on the renders after", async () => {
    const { container, control, inDocument } = await hydrated("description-b");

    await act(async () => control.render!({ key: "description-b", html: "<p>Vegan blend.</p>" }));
    const shown = container.querySelector(".part p");
    expect(shown?.textContent).toBe("Vegan blend.");

    await act(async () => control.render!(inDocument));
    expect(container.querySelector(".part p")).toBe(shown);
  });
});
