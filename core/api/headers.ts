/** The header that carries the anonymous A/B user id on every call (spec-search §7). */
export const AB_USER_ID_HEADER = "x-ab-user-id"
