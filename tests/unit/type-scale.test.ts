// The shop's text sizes and weights come from one short scale (app/shell/base.css says which). Every
// size and weight a page shows is a font the browser resolves before its first layout (on Linux one
// call to the browser process each), so an off-scale 0.85rem beside a 0.875rem costs a lookup and
// looks the same. Scans every stylesheet of the app; fluid sizes (clamp) and sizes relative to the
// parent (em) are outside the scale.
import { execSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const SIZES_PX = [12, 13, 14, 15, 16, 18, 20, 24, 28, 32, 36];
const WEIGHTS = ["400", "600", "700", "800"];

const stylesheets = execSync("git ls-files 'app/**/*.css'", { encoding: "utf8" }).trim().split("\n").filter(Boolean);

function declarations(property: string): Array<[string, string]> {
  const found: Array<[string, string]> = [];
  for (const file of stylesheets) {
    const css = readFileSync(file, "utf8");
    for (const match of css.matchAll(new RegExp(`(?:^|[;{\\s])${property}:\\s*([^;}]+)`, "g"))) {
      found.push([file, match[1].trim()]);
    }
  }
  return found;
}

describe("the type scale", () => {
  it("finds the stylesheets and their sizes", () => {
    expect(stylesheets.length).toBeGreaterThan(30);
    expect(declarations("font-size").length).toBeGreaterThan(200);
  });

  it("sizes text in rem only on the scale", () => {
    const offScale = declarations("font-size")
      .filter(([, value]) => /^[\d.]+rem$/.test(value))
      .filter(([, value]) => !SIZES_PX.includes(parseFloat(value) * 16))
      .map(([file, value]) => `${file}: ${value}`);
    expect(offScale).toEqual([]);
  });

  it("sizes text in px or % nowhere (rem keeps the shopper's own text size)", () => {
    const fixed = declarations("font-size")
      .filter(([, value]) => /^[\d.]+(px|%)$/.test(value) && value !== "0px")
      .map(([file, value]) => `${file}: ${value}`);
    expect(fixed).toEqual([]);
  });

  it("uses four weights: regular, semibold, bold and extra bold", () => {
    const others = declarations("font-weight")
      .filter(([, value]) => !WEIGHTS.includes(value.replace(/\s*!important$/, "")))
      .filter(([, value]) => !["inherit", "normal", "bold"].includes(value))
      .map(([file, value]) => `${file}: ${value}`);
    expect(others).toEqual([]);
  });
});
