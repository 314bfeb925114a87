// The review rules: how long each field may be and how many reviews a page of the list shows.

/** Review field limits (Magento's review form has none this strict; ours keep the list readable). */
export const REVIEW_LIMITS = { nickname: 40, summary: 120, text: 4000, textMin: 10 } as const;

/** Reviews per page of the list fragment (/review/product/listAjax/id/{id}). */
export const REVIEW_PAGE_SIZE = 10;
/** The largest `limit` the list fragment accepts. */
export const REVIEW_PAGE_SIZE_MAX = 50;
