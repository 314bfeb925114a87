// TODO(issue 11, H-B (collect): the collection-point finder). A placeholder until that part lands.
import type { ScreenHandle } from "~/routing/registry";

export const handle: ScreenHandle = { screen: "checkout.collect" };

export default function Placeholder() {
  return null;
}
