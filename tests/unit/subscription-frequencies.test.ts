// One list of delivery frequencies: the backend's rule; the account page offers the same choices,
// and the demo customer's subscriptions use only them.
import { describe, expect, it } from "vitest";
import { SUBSCRIPTION_FREQUENCIES } from "../../app/commerce/customer/perks";
import { DEMO_SUBSCRIPTIONS } from "../../backend/seed/fixtures-perks";
import { FREQUENCIES } from "../../backend/subscription/service";

describe("subscription frequencies", () => {
  it("the account page offers exactly the frequencies the backend accepts", () => {
    expect([...SUBSCRIPTION_FREQUENCIES]).toEqual([...FREQUENCIES]);
  });
  it("every demo subscription uses a frequency the backend accepts", () => {
    for (const s of DEMO_SUBSCRIPTIONS) expect(FREQUENCIES as readonly number[]).toContain(s.weeks);
  });
});
