// A link the backend hands over for the shopper to follow (a carrier's tracking page): kept only if it
// is a web address, so a backend's bad or hostile value never becomes a `javascript:` link on our page.

export function webAddress(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const { protocol } = new URL(url);
    return protocol === "https:" || protocol === "http:" ? url : null;
  } catch {
    return null;
  }
}
