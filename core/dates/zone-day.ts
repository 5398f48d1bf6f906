/**
 * The calendar day (YYYY-MM-DD) an instant falls on in an IANA time zone, from the zone database
 * through Intl. One formatter per zone, built on first use: building one (or importing a library
 * that builds one as it loads) cost a phone tens of milliseconds as every page started
 * (docs/decisions/115-page-start-without-intl-setup.md). Throws a RangeError for a zone Intl
 * does not know, before anything is kept.
 */

const formatters = new Map<string, Intl.DateTimeFormat>()

const formatterFor = (timeZone: string): Intl.DateTimeFormat => {
  const known = formatters.get(timeZone)
  if (known !== undefined) return known
  const made = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  })
  formatters.set(timeZone, made)
  return made
}

/** Whether Intl knows `timeZone` (it throws a RangeError for one it does not). */
export const isKnownZone = (timeZone: string): boolean => {
  try {
    formatterFor(timeZone)
    return true
  } catch (error) {
    if (error instanceof RangeError) return false
    throw error
  }
}

export const dayInZone = (epochMs: number, timeZone: string): string => {
  const parts = formatterFor(timeZone).formatToParts(epochMs)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ""
  return `${part("year").padStart(4, "0")}-${part("month")}-${part("day")}`
}
