// Every architecture decision record says when it was taken and whether it still holds, right under
// its title, so the next engineer knows which ones to trust (docs/decisions/).
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const folder = new URL("../../docs/decisions/", import.meta.url);
const records = readdirSync(folder).filter((name) => /^\d{4}-.+\.md$/.test(name));

describe("decision records", () => {
  it("are there", () => {
    expect(records.length).toBeGreaterThan(40);
  });

  it.each(records)("%s has a date and a status under its title", (name) => {
    const [title, blank, date, status] = readFileSync(new URL(name, folder), "utf8").split("\n");
    expect(title).toMatch(new RegExp(`^# ${name.slice(0, 4)}\\b`));
    expect(blank).toBe("");
    expect(date).toMatch(/^Date: \d{4}-\d{2}-\d{2}$/);
    expect(status).toMatch(/^Status: (Accepted|Superseded by \d{4})\b/);
    const superseding = /^Status: Superseded by (\d{4})/.exec(status)?.[1];
    if (superseding) expect(records.some((other) => other.startsWith(`${superseding}-`))).toBe(true);
  });
});
