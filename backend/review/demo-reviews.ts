// The seed's demo reviews: several approved reviews per product, with ratings varied so
// that some products average 4.5 or more and others less, dated over months. Deterministic: the
// same database every time, so tests can name the newest and oldest review.
import { REVIEWED_PRODUCT } from "../seed/fixtures-reviews.js";

export interface DemoReview {
  nickname: string;
  summary: string;
  text: string;
  rating: number;
  created_at: string;
  status: "approved" | "pending" | "rejected";
}

const NICKNAMES = [
  "Jordan",
  "Priya",
  "Tom K.",
  "Lena",
  "Marco",
  "Chloe",
  "Sven",
  "Aisha",
  "Dan the runner",
  "Elena",
  "Kofi",
  "Mia",
  "Ruairí",
  "Sofia",
  "Ben",
];

/** [rating, summary, text]: what shoppers write about something they eat or drink. */
export const CONSUMABLE: Array<[number, string, string]> = [
  [5, "Tastes great, mixes easily", "Mixes in seconds with a shaker, no lumps. I have it after every session."],
  [5, "My go-to after training", "Third order now. Good value and it sits well on the stomach."],
  [4, "Good value", "Does the job and the price is fair. The scoop could be bigger."],
  [5, "Noticeable difference", "Recovery between sessions feels better since I started taking it."],
  [3, "Okay, not amazing", "Works as expected, but the flavour is a bit artificial for my taste."],
  [4, "Solid everyday product", "Nothing fancy, just reliable quality. Delivery was quick too."],
  [5, "Would recommend", "Clean ingredient list and clear labelling. Exactly what I was after."],
  [2, "Not for me", "The texture did not work for me. Customer service was helpful though."],
  [4, "Nice flavour", "Pleasant taste with water or milk. Would like a resealable bag."],
  [5, "Excellent quality", "You can tell it is a quality product. Dissolves well and tastes good."],
];

/** The same for gear: shakers, towels, straps, bags. */
export const GEAR: Array<[number, string, string]> = [
  [5, "Well made", "Feels sturdy and has survived months of gym bag abuse."],
  [4, "Does the job", "Good quality for the price. The colour is slightly darker than pictured."],
  [5, "Love it", "Use it every day. Easy to clean and looks smart."],
  [3, "Average", "Fine, but I expected a little more for the price."],
  [4, "Handy", "Practical and light. Fits in my locker without trouble."],
  [5, "Great gift", "Bought one for my partner and ended up ordering one for myself."],
];

const GEAR_SKUS = new Set(["PW-SHAKER", "PW-STEEL", "PW-TOWEL", "PW-STRAPS", "PW-BANDS", "PW-BAG", "PW-PILLBOX"]);

/** The whey's reviews: more than one page, newest and oldest named in the fixtures. */
const WHEY_REVIEWS: Array<[number, string, string, string]> = [
  [
    5,
    REVIEWED_PRODUCT.newestSummary,
    "Creamy, not too sweet and 22 g of protein a scoop. Salted Caramel is the one.",
    "2025-11-02 18:20:00",
  ],
  [5, "Chocolate is spot on", "Tastes like a milkshake with milk, still good with water.", "2025-10-14 07:05:00"],
  [4, "Great taste, pricey tub", "Love the flavours. The 2.5 kg tub is the better deal.", "2025-09-28 12:40:00"],
  [5, "Mixes with a spoon", "No shaker at work, a spoon and a glass are enough.", "2025-09-03 21:15:00"],
  [5, "Gentle on my stomach", "Other wheys bloated me; this one does not.", "2025-08-11 09:30:00"],
  [4, "Vanilla is versatile", "Great in porridge and pancakes, a bit plain on its own.", "2025-07-19 16:00:00"],
  [5, "Fourth tub this year", "Consistent quality every time and quick delivery.", "2025-06-25 08:45:00"],
  [4, "Strawberry surprised me", "Expected it to be artificial, it is actually nice.", "2025-05-30 19:10:00"],
  [5, "Clean label", "Short ingredient list and a proper amino acid profile.", "2025-05-02 13:25:00"],
  [3, "Foams a little", "Tastes fine but foams if you shake it hard. Let it settle.", "2025-04-07 17:50:00"],
  [5, "Best value per gram", "Compared prices per 100 g and this wins.", "2025-02-16 10:05:00"],
  [4, "Good recovery shake", "Legs feel fresher the day after long runs.", "2025-01-21 20:30:00"],
  [5, "Kids approve", "My teenagers steal it for smoothies. Need a bigger tub.", "2024-12-09 11:00:00"],
  [
    3,
    REVIEWED_PRODUCT.oldestSummary,
    "Decent whey, but the chocolate was a little thin with water.",
    "2024-11-15 15:35:00",
  ],
];

/** A date `days` before the seed's reference day (fixed, so the seed is the same every time). */
function daysBefore(days: number, hour: number): string {
  const date = new Date(Date.UTC(2025, 10, 10, hour, (days * 7) % 60));
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 19).replace("T", " ");
}

/** The demo reviews of one product; `index` is its position in the catalogue (varies count and mood). */
export function demoReviews(sku: string, index: number): DemoReview[] {
  if (sku === REVIEWED_PRODUCT.sku) {
    const approved = WHEY_REVIEWS.map(([rating, summary, text, created_at], i) => ({
      nickname: NICKNAMES[i % NICKNAMES.length],
      summary,
      text,
      rating,
      created_at,
      status: "approved" as const,
    }));
    return [
      ...approved,
      // never listed: one awaiting moderation, one rejected
      { ...approved[1], summary: "Awaiting moderation", created_at: "2025-11-05 09:00:00", status: "pending" },
      { ...approved[2], summary: "Rejected review", created_at: "2025-11-06 09:00:00", status: "rejected" },
    ];
  }
  const all = GEAR_SKUS.has(sku) ? GEAR : CONSUMABLE;
  // Every third product leans to the top marks (average 4.5 or more): it draws only the pool's 5-star
  // reviews, with a 4-star one now and then; the rest take the pool's mix. A review keeps the rating
  // its words were written for: a title never says one thing and the stars another.
  const glowing = index % 3 === 0;
  const count = 3 + (index % 6);
  const top = all.filter(([rating]) => rating === 5);
  const good = all.filter(([rating]) => rating === 4);
  const reviews: DemoReview[] = [];
  for (let i = 0; i < count; i++) {
    const [rating, summary, text] = glowing
      ? i % 4 === 3
        ? good[(index + i) % good.length]
        : top[(index * 3 + i) % top.length]
      : all[(index * 3 + i) % all.length];
    reviews.push({
      nickname: NICKNAMES[(index + i * 4) % NICKNAMES.length],
      summary,
      text,
      rating,
      created_at: daysBefore(9 + i * 23 + (index % 11), 8 + ((index + i) % 12)),
      status: "approved",
    });
  }
  return reviews;
}
