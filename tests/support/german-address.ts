// The German shop addresses shoppers with "Sie". These are the informal forms a text must not use:
// pronouns as whole words ("Dienst", "durch", "Direktversand" are fine) and the informal
// imperatives the shop's texts have used.
const INFORMAL =
  /(?<![\p{L}\p{N}])(du|dich|dir|dein|deine|deinem|deinen|deiner|deines|euch|euer|eure|eurem|euren|eurer|eures|wähle|kaufe|schreib|gib)(?![\p{L}\p{N}])/iu;

export type TextTree = { [key: string]: string | null | TextTree | TextTree[] };

/** "path: text" of every string in the tree that speaks informally. */
export function informalTexts(tree: unknown, prefix = ""): string[] {
  if (typeof tree === "string") return INFORMAL.test(tree) ? [`${prefix}: ${tree}`] : [];
  if (!tree || typeof tree !== "object") return [];
  return Object.entries(tree).flatMap(([key, value]) => informalTexts(value, prefix ? `${prefix}.${key}` : key));
}
