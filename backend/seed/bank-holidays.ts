// The bank holidays of England and Wales in 2026 and 2027 (gov.uk's list, substitute days included):
// the days the Manchester warehouse sends nothing. Every store ships from it ("we ship to seven
// countries from our own warehouse", the about page says), so every store's delivery timer has them
// as its holidays: a German order on Boxing Day's holiday leaves no sooner than a British one.
export const MANCHESTER_WAREHOUSE_HOLIDAYS: readonly string[] = [
  "2026-01-01",
  "2026-04-03",
  "2026-04-06",
  "2026-05-04",
  "2026-05-25",
  "2026-08-31",
  "2026-12-25",
  "2026-12-28",
  "2027-01-01",
  "2027-03-26",
  "2027-03-29",
  "2027-05-03",
  "2027-05-31",
  "2027-08-30",
  "2027-12-27",
  "2027-12-28",
];
