// Deleting a saved card (account.cards). The question comes first, as a page section reached by
// `?delete=<public hash>` (a GET that only asks); this form, posted from that section, deletes.
import * as z from "zod/mini";

export const DeleteCardSchema = z.object({
  intent: z.literal("delete"),
  publicHash: z.string().check(z.minLength(1), z.maxLength(128)),
});
