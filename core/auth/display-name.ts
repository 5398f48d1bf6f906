/** spec-checkout §3 'User profile': a first name of 'Guest' is shown blank. */
export const GUEST_FIRST_NAME = "Guest"

/**
 * True when the first name says nothing about the member: empty, blank, or the 'Guest' placeholder
 * accounts are created with (spec-checkout §3 'User profile', §4 'Authentication').
 */
export const isBlankFirstName = (firstName: string): boolean => {
  const trimmed = firstName.trim()
  return trimmed === "" || trimmed === GUEST_FIRST_NAME
}

/**
 * The name a member is greeted by and that is stored with the session (spec-checkout §4
 * 'Authentication'): the first name, plus the last name if present; 'Guest' counts as empty.
 */
export const displayName = (firstName: string, lastName: string): string =>
  [isBlankFirstName(firstName) ? "" : firstName.trim(), lastName.trim()]
    .filter((part) => part !== "")
    .join(" ")
