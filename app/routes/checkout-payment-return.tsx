// TODO(issue 11, H-D (pay): the card provider's return). A placeholder until that part lands.
import type { ScreenHandle } from "~/routing/registry";

export const handle: ScreenHandle = { screen: "checkout.paymentReturn" };

export default function Placeholder() {
  return null;
}
