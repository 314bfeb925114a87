// The address the server prints at start-up: the one a developer can open in a browser.

/** "All interfaces" is reached through localhost; any other host is shown as it is (IPv6 in brackets). */
export function browsableHost(host: string): string {
  if (host === "0.0.0.0" || host === "::") return "localhost";
  return host.includes(":") ? `[${host}]` : host;
}
