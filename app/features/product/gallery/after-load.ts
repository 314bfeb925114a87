// When the gallery's extras (the swiper, the 360 viewer, the videos' autoplay) may take the main
// thread: once the page has loaded and the browser is idle, or at once when the shopper reaches for
// the gallery first. Hydration is a phone's longest stretch of work; what runs inside it or right
// behind it adds to the time a tap waits (total blocking time), while nothing is lost by waiting:
// the server's gallery already shows the first picture, its thumbnails and its strip.

/** How long an idle moment is waited for at most once the page has loaded (ms). */
export const IDLE_TIMEOUT = 2000;

/** Events on the gallery that mean the shopper wants it now (a finger, a pointer, the keyboard's focus). */
const REACH_EVENTS = ["pointerdown", "focusin", "wheel"];

/**
 * Runs `run` once: when the browser is idle after the `load` event, or as soon as one of
 * `REACH_EVENTS` happens inside `target` (in its capture phase, so a listener the run adds to an
 * element inside still hears the same event). Returns what cancels it.
 */
export function whenIdleOrReached(target: HTMLElement, run: () => void): () => void {
  // Safari has no requestIdleCallback: a timer after the load event stands in for it.
  const requestIdle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
  const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout;
  let idle = 0;
  const once = () => {
    cancel();
    run();
  };
  const afterLoad = () => {
    idle = requestIdle(once, { timeout: IDLE_TIMEOUT });
  };
  const cancel = () => {
    window.removeEventListener("load", afterLoad);
    cancelIdle(idle);
    for (const name of REACH_EVENTS) target.removeEventListener(name, once, true);
  };
  for (const name of REACH_EVENTS) target.addEventListener(name, once, { capture: true, passive: true });
  if (document.readyState === "complete") afterLoad();
  else window.addEventListener("load", afterLoad);
  return cancel;
}
