/** Strict ISO 8601 with a zone, as `Date.prototype.toISOString` writes it; looser forms parse differently per engine. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/

/** 9999-12-31T23:59:59.999Z; with the epoch as the earliest, every database and Date can hold it. */
export const LATEST_INSTANT = 253402300799999

export const isIsoInstant = (s: string): boolean =>
  s.length <= 40 && ISO_INSTANT.test(s) && Date.parse(s) >= 0 && Date.parse(s) <= LATEST_INSTANT
