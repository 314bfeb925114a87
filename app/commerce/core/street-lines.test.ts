import { describe, expect, it } from "vitest";
import { houseNumberFromStreet, streetWithHouseNumber } from "./street-lines";

describe("the house number in a stock Magento's street lines", () => {
  it("goes at the end of the first line, as the countries that ask for it write it", () => {
    expect(streetWithHouseNumber(["Friedrichstraße", "Hinterhaus"], "12a")).toEqual([
      "Friedrichstraße 12a",
      "Hinterhaus",
    ]);
    expect(streetWithHouseNumber(["22 Harbour Street"], "")).toEqual(["22 Harbour Street"]);
  });

  it.each([
    ["DE", "Friedrichstraße 12a", "Friedrichstraße", "12a"],
    ["DE", "Straße des 17. Juni 135", "Straße des 17. Juni", "135"],
    ["DE", "Hauptstraße 12-14", "Hauptstraße", "12-14"],
    ["ES", "Calle Mayor 5", "Calle Mayor", "5"],
    ["IT", "Via XX Settembre 10/2", "Via XX Settembre", "10/2"],
    ["DE", "12a Friedrichstraße", "Friedrichstraße", "12a"],
    ["IT", "Via Roma, 10", "Via Roma", "10"],
    ["IT", "Via 4 Novembre 3", "Via 4 Novembre", "3"],
  ])("comes back out of the first line of a %s address: %s", (country, line, street, houseNumber) => {
    expect(houseNumberFromStreet([line, "2. OG"], country)).toEqual({ street: [street, "2. OG"], houseNumber });
  });

  it("stays in the street of a country without a house number field, or when none is found", () => {
    expect(houseNumberFromStreet(["22 Harbour Street"], "GB")).toEqual({
      street: ["22 Harbour Street"],
      houseNumber: "",
    });
    expect(houseNumberFromStreet(["Calle Mayor, 2º B"], "ES")).toEqual({
      street: ["Calle Mayor, 2º B"],
      houseNumber: "",
    });
  });

  it("round-trips what the shop writes", () => {
    const written = streetWithHouseNumber(["Via Roma"], "7 B");
    expect(houseNumberFromStreet(written, "IT")).toEqual({ street: ["Via Roma"], houseNumber: "7 B" });
  });
});
