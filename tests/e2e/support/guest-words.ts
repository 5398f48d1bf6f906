/**
 * Who the suite's reviewing guest is and what they publish. A published five-star review shows on
 * the home page for every later test, as written, so the language check excuses these words too.
 */
export const REVIEWER = { firstName: "Anita", lastName: "Desai" } as const
export const REVIEWER_NAME = `${REVIEWER.firstName} ${REVIEWER.lastName}`
export const PUBLISHED_REVIEW = "Clean rooms and a calm street at night."
