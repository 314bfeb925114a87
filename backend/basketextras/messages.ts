// The basket extras' own messages (SPEC §8: a product that cannot be upgraded to a larger pack).
export const SUPERSIZE_FAILED = "This product cannot be upgraded to a larger pack.";
