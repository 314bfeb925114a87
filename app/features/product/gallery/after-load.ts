// When the gallery's extras (the swiper, the 360 viewer) may take the main thread: after the page has
// loaded, when the browser is idle, or at once when the shopper reaches for the gallery first.
// Hydration is a phone's longest stretch of work; what runs inside it or right behind it adds to the
// time a tap waits (total blocking time), while nothing is lost by waiting: the server's gallery
// already shows the first picture, its thumbnails and its strip.

/** How long an idle moment is waited for at most once the page has loaded (ms). */
export const IDLE_TIMEOUT = 2000;

/** Events on the gallery that mean the shopper wants it now (a finger, a pointer, the keyboard's focus). */
export const REACH_EVENTS = ["pointerdown", "focusin", "wheel"] as const;

/**
 * Runs `run` once: when the browser is idle after the `load` event, or as soon as one of
 * `REACH_EVENTS` happens inside `target` (in its capture phase, so a listener the run adds to an
 * element inside still hears the same event). Returns what cancels it.
 */
export function whenIdleOrReached(target: HTMLElement, run: () => void): () => void {
  let done = false;
  let idle: (() => void) | undefined;
  const once = () => {
    if (done) return;
    cancel();
    done = true;
    run();
  };
  const afterLoad = () => {
    if (done) return;
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(once, { timeout: IDLE_TIMEOUT });
      idle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(once, 1);
      idle = () => window.clearTimeout(handle);
    }
  };
  function cancel() {
    done = true;
    window.removeEventListener("load", afterLoad);
    for (const name of REACH_EVENTS) target.removeEventListener(name, once, true);
    idle?.();
  }
  for (const name of REACH_EVENTS) target.addEventListener(name, once, { capture: true, passive: true });
  if (document.readyState === "complete") afterLoad();
  else window.addEventListener("load", afterLoad, { once: true });
  return cancel;
}
