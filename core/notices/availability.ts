/** A room type's rooms free on every night of a stay. */
export interface RoomsLeft {
  readonly roomType: string
  readonly roomsLeft: number
}

/**
 * Notify me (spec-search §7, ADR 073): a stay can be booked again when one room type that takes
 * the party (the asked one, when the request names one) has at least as many rooms free on every
 * night as rooms asked. `fitting` lists only the types that take the party.
 */
export const stayBookable = (
  fitting: ReadonlyArray<RoomsLeft>,
  roomsAsked: number,
  roomType: string | null,
): boolean => fitting.some((t) => (roomType === null || t.roomType === roomType) && t.roomsLeft >= roomsAsked)
