// The days the warehouse does not dispatch (the delivery timer's holidays, storeConfig
// delivery_timer.holidays): the owner lists them and adds or removes days, for every store at once
// (one warehouse serves them all, ADR 0097) or for one store view. The timers' other settings
// (cut-off, delivery words) stay as they are: the delivery pages' texts quote them.
import type { StoreRepository } from "../store/repository.js";

export interface DeliveryTimerSetting {
  shipment_time?: string;
  delivery_time?: string;
  holidays?: string[];
  [other: string]: unknown;
}

export interface StoreHolidays {
  store: string;
  name: string;
  /** The days from `from` on, in order. */
  coming: string[];
  /** The last day listed at all (past ones included), or null: where the list needs topping up. */
  lastListed: string | null;
}

const TIMER = "delivery_timer";

/** What the holiday commands need of the owner's service: the stores and a way to refuse. */
export function createWarehouseHolidays(stores: StoreRepository, refuse: (message: string) => never) {
  const timerOf = (storeCode: string) => (stores.config(storeCode)[TIMER] ?? null) as DeliveryTimerSetting | null;

  function storeCodes(store: string | undefined): string[] {
    if (store === undefined) return stores.all().map((s) => s.code);
    return stores.byCode(store)
      ? [store]
      : refuse(
          `There is no store view ${store} (${stores
            .all()
            .map((s) => s.code)
            .join(", ")}).`,
        );
  }

  /**
   * The scopes to write: for one store its own scope (a store of the default scope gets a timer of
   * its own, its other settings copied); for every store each scope that has a timer, which every
   * store reads (its own or the default one).
   */
  function scopesToChange(store: string | undefined): Array<{ scope: string; timer: DeliveryTimerSetting }> {
    if (store !== undefined) {
      const [code] = storeCodes(store);
      const timer = timerOf(code) ?? refuse(`Store view ${code} has no delivery timer.`);
      return [{ scope: code === "default" ? "" : code, timer }];
    }
    return stores
      .configInEveryScope(TIMER)
      .map(({ scope, value }) => ({ scope, timer: value as DeliveryTimerSetting }));
  }

  function write(changes: Array<{ scope: string; timer: DeliveryTimerSetting }>) {
    for (const { scope, timer } of changes) stores.setConfig(scope, TIMER, timer);
  }

  return {
    /** Each store view's holidays from `from` (a day such as 2026-12-01) on. */
    holidays(from: string, store?: string): StoreHolidays[] {
      return storeCodes(store).map((code) => {
        const listed = [...(timerOf(code)?.holidays ?? [])].sort();
        return {
          store: code,
          name: stores.byCode(code)!.name,
          coming: listed.filter((day) => day >= from),
          lastListed: listed.at(-1) ?? null,
        };
      });
    },

    /** Adds days (already valid calendar days); answers how many stores' lists changed. */
    addHolidays(days: readonly string[], store?: string): number {
      const changes = scopesToChange(store).filter(({ timer }) => days.some((d) => !timer.holidays?.includes(d)));
      write(
        changes.map(({ scope, timer }) => ({
          scope,
          timer: { ...timer, holidays: [...new Set([...(timer.holidays ?? []), ...days])].sort() },
        })),
      );
      return changes.length;
    },

    /** Removes days; refuses a day that no store in question lists (a typing mistake, most likely). */
    removeHolidays(days: readonly string[], store?: string): number {
      const scopes = scopesToChange(store);
      for (const day of days)
        if (!scopes.some(({ timer }) => timer.holidays?.includes(day)))
          refuse(`${day} is not a holiday${store ? ` of store view ${store}` : " of any store"}.`);
      const changes = scopes.filter(({ timer }) => days.some((d) => timer.holidays?.includes(d)));
      write(
        changes.map(({ scope, timer }) => ({
          scope,
          timer: { ...timer, holidays: (timer.holidays ?? []).filter((d) => !days.includes(d)) },
        })),
      );
      return changes.length;
    },
  };
}
