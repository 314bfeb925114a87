// Search results (issue 12): the header's GET form lands here with ?q=; built by part C.
import type { ScreenHandle } from "~/routing/registry";

export const handle: ScreenHandle = { screen: "search" };

export default function SearchPage() {
  return null;
}
