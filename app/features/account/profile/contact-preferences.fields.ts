// The contact channels, without Zod: what the browser loads (the schema is in contact-preferences.ts).

export const CONTACT_CHANNELS = ["EMAIL", "SMS", "POST", "PHONE"] as const;

export type ContactChannelName = (typeof CONTACT_CHANNELS)[number];
