// Progress toward free delivery (the basket's progress bar): pure, without imports, since the
// basket's delivery section imports it into the browser.

export interface FreeDeliveryProgress {
  threshold: number;
  /** what the basket counts toward it: the subtotal after discounts */
  reached: number;
  /** what is still needed, 0 once reached */
  remaining: number;
  done: boolean;
}

/** Progress toward free delivery; null when the store has no threshold. */
export function freeDeliveryProgress(
  threshold: number | null,
  subtotal: number,
  discounts: number,
): FreeDeliveryProgress | null {
  if (!threshold || threshold <= 0) return null;
  const reached = Math.max(0, Math.round((subtotal - discounts) * 100) / 100);
  const remaining = Math.max(0, Math.round((threshold - reached) * 100) / 100);
  return { threshold, reached: Math.min(reached, threshold), remaining, done: remaining === 0 };
}
