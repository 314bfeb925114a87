// Contact preferences (newsletter and channels): checkboxes only, so nothing can be invalid but a
// channel the shop does not know, which is refused (a 400: only a made-up post sends one).
import * as z from "zod/mini";
import { CONTACT_CHANNELS } from "./contact-preferences.fields";
export { CONTACT_CHANNELS, type ContactChannelName } from "./contact-preferences.fields";

export const ContactPreferencesSchema = z.object({
  newsletter: z.pipe(
    z.optional(z.string()),
    z.transform((value) => value === "on"),
  ),
  channels: z._default(z.array(z.enum(CONTACT_CHANNELS)), []),
});

export type ContactPreferencesSubmission = z.infer<typeof ContactPreferencesSchema>;
