// Magento's uids are base64 of an id or of a path such as `configurable/<attribute>/<option>`.
export const encodeUid = (s: string | number) => Buffer.from(String(s)).toString("base64");
export const decodeUid = (uid: string) => Buffer.from(uid, "base64").toString("utf8");
