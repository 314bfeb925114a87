/** Store configuration: the shopper must tick the terms before ordering (GET /V1/gdpr/available). */
export const TERMS_CONSENT_PATH = "gdpr/general/consent_required";
