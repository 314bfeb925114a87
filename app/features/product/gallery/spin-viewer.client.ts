// The 360° view: drag with a mouse, a finger or a pen, or press the arrow keys, to turn
// the product through its frames. Only the first frame loads with the page; the others are fetched
// when the shopper first touches or focuses the viewer, then kept. Loaded by dynamic import only on
// a page with a spin; without JavaScript the gallery shows the first frame and a list of the frames.
// Plain DOM, no React: a chunk that imported React would split React out of the shared bundle and
// make every page's first scripts larger (the JavaScript budget).
import { turnFrame } from "./turn-frame";

/** One frame per this many CSS pixels dragged (a full turn is about a thumb's sweep on a phone). */
const PIXELS_PER_FRAME = 10;

export interface SpinViewerOptions {
  /** The frames' addresses, in turning order. */
  frames: string[];
  /** What the viewer shows (its accessible name). */
  label: string;
  /** The visible hint ("Drag to rotate"). */
  hint: string;
  /** How a screen reader names a frame ("Angle 3 of 24"). */
  frameText: (frame: number, count: number) => string;
}

/** Builds the viewer inside `host` (which it owns); returns what removes it. */
export function mountSpinViewer(host: HTMLElement, options: SpinViewerOptions): () => void {
  const { frames } = options;
  const figure = document.createElement("figure");
  figure.className = "spin-viewer";
  const stage = document.createElement("div");
  stage.className = "spin-viewer__stage";
  stage.tabIndex = 0;
  stage.setAttribute("role", "slider");
  stage.setAttribute("aria-label", options.label);
  stage.setAttribute("aria-valuemin", "1");
  stage.setAttribute("aria-valuemax", String(frames.length));
  stage.dataset.testid = "spin-viewer";
  const image = document.createElement("img");
  image.alt = "";
  image.width = 800;
  image.height = 800;
  image.draggable = false;
  image.decoding = "async";
  stage.append(image);
  const hint = document.createElement("figcaption");
  hint.className = "spin-viewer__hint";
  hint.setAttribute("aria-hidden", "true");
  const badge = document.createElement("span");
  badge.className = "spin-viewer__badge";
  badge.textContent = "360°";
  hint.append(badge, ` ${options.hint}`);
  figure.append(stage, hint);
  host.replaceChildren(figure);

  let frame = 0;
  let drag: { x: number; frame: number } | null = null;
  let preloaded: HTMLImageElement[] | null = null;

  function show(next: number) {
    frame = next;
    image.src = frames[frame];
    image.dataset.frame = String(frame + 1);
    stage.setAttribute("aria-valuenow", String(frame + 1));
    stage.setAttribute("aria-valuetext", options.frameText(frame + 1, frames.length));
  }

  // The first use fetches every frame once, so turning does not wait for each.
  function preload() {
    if (preloaded) return;
    preloaded = frames.slice(1).map((url) => {
      const copy = new Image();
      copy.decoding = "async";
      copy.src = url;
      return copy;
    });
  }

  function onPointerDown(event: PointerEvent) {
    preload();
    stage.setPointerCapture(event.pointerId);
    drag = { x: event.clientX, frame };
  }

  function onPointerMove(event: PointerEvent) {
    if (!drag) return;
    // Dragging right turns the front to the right: the frames run backwards.
    const steps = Math.trunc((event.clientX - drag.x) / PIXELS_PER_FRAME);
    const next = turnFrame(drag.frame, -steps, frames.length);
    if (next !== frame) show(next);
  }

  function onPointerEnd() {
    drag = null;
  }

  const KEY_STEPS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "Home") show(0);
    else if (event.key === "End") show(frames.length - 1);
    else if (KEY_STEPS[event.key]) show(turnFrame(frame, KEY_STEPS[event.key], frames.length));
    else return;
    preload();
    event.preventDefault();
    // The keys turn the product here; they must not also change the gallery's slide.
    event.stopPropagation();
  }

  show(0);
  stage.addEventListener("pointerdown", onPointerDown);
  stage.addEventListener("pointermove", onPointerMove);
  stage.addEventListener("pointerup", onPointerEnd);
  stage.addEventListener("pointercancel", onPointerEnd);
  stage.addEventListener("focus", preload);
  stage.addEventListener("keydown", onKeyDown);
  return () => {
    host.replaceChildren();
    if (preloaded) for (const copy of preloaded) copy.src = "";
  };
}
