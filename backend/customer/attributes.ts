// The customer attributes of SPEC §3 "Customer (account)" as the database keeps them: gender as
// Magento's Int option id, the fitness goal as its enum name, dietary needs as a JSON list of enum
// names (customers.fitness_goal, customers.dietary_needs). Shared by account creation and updates.
import type { CustomerDietaryNeed, CustomerFitnessGoal } from "../generated/resolvers-types.js";
import { ShopError } from "../shared/errors.js";

/** Magento's gender option ids; 3 and 4 are this shop's additions to Male and Female. */
export const GENDER_TEXT: Readonly<Record<number, string>> = {
  1: "Male",
  2: "Female",
  3: "Non-Binary",
  4: "Rather Not Say",
};

export const FITNESS_GOALS: readonly CustomerFitnessGoal[] = [
  "WEIGHT_LOSS",
  "MUSCLE_MASS",
  "HEALTHY_LIVING",
  "LEAN_MUSCLE",
  "WEIGHT_GAIN",
  "SPORTS_FITNESS",
  "TONING",
  "ENDURANCE",
];

export const DIETARY_NEEDS: readonly CustomerDietaryNeed[] = [
  "DAIRY_FREE",
  "GLUTEN_FREE",
  "LACTOSE_FREE",
  "WHEAT_FREE",
  "VEGAN",
  "VEGETARIAN",
  "PALEO",
  "ORGANIC",
  "KETO",
];

/** The gender id, or a ShopError for one Magento's options do not have. */
export function checkedGender(gender: number | null | undefined): number | null {
  if (gender === null || gender === undefined || gender === 0) return null;
  if (!GENDER_TEXT[gender]) throw new ShopError(`"${gender}" is not a valid gender.`, "input");
  return gender;
}

/** YYYY-MM-DD of a real day between 1900 and today, or a ShopError. */
export function checkedDateOfBirth(value: string | null | undefined, today = new Date()): string | null {
  if (!value) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!date || date.toISOString().slice(0, 10) !== value || date.getUTCFullYear() < 1900 || date > today)
    throw new ShopError(`"${value}" is not a valid date of birth.`, "input");
  return value;
}

export const dietaryNeedsToColumn = (needs: readonly CustomerDietaryNeed[] | null | undefined): string =>
  JSON.stringify([...new Set(needs ?? [])].filter((need) => DIETARY_NEEDS.includes(need)));

export function dietaryNeedsFromColumn(column: string | null): CustomerDietaryNeed[] {
  if (!column) return [];
  try {
    const list = JSON.parse(column) as unknown;
    return Array.isArray(list) ? list.filter((need): need is CustomerDietaryNeed => DIETARY_NEEDS.includes(need)) : [];
  } catch {
    return [];
  }
}

export const fitnessGoalFromColumn = (column: string | null): CustomerFitnessGoal | null =>
  FITNESS_GOALS.find((goal) => goal === column) ?? null;
