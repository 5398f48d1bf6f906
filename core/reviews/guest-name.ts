/**
 * How a guest is named in public (reviews, answers): first name and the last name's initial only,
 * since a review is public and the guest's full name is not. 'Verified guest' when the account is
 * gone (fixture users exist only outside production).
 */
export const publicGuestName = (firstName: string | null, lastName: string | null): string =>
  firstName === null
    ? "Verified guest"
    : `${firstName}${lastName ? ` ${lastName.slice(0, 1).toUpperCase()}.` : ""}`
