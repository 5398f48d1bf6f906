// Plain day arithmetic, which pages run before they hydrate; the schema is in
// ./calendar-day-schema.ts so that they do so without Effect (docs/decisions/070-javascript-budget.md).

const DAY_MS = 86_400_000
const SHAPE = /^\d{4}-\d{2}-\d{2}$/

// Midnight UTC stands for the day: whole days apart stay whole days apart, whatever the zone.
const dayStart = (day: string): number => Date.parse(`${day}T00:00:00Z`)

/**
 * Whether `text` is YYYY-MM-DD naming a day that exists (the spec's query format). The round trip
 * rejects what Date would quietly roll over (2027-02-29 becomes 1 March); year 0000 is refused
 * because PostgreSQL has none.
 */
export const isCalendarDay = (text: string): boolean => {
  if (!SHAPE.test(text) || text.startsWith("0000")) return false
  const start = dayStart(text)
  return !Number.isNaN(start) && new Date(start).toISOString().slice(0, 10) === text
}

export const addDays = (day: string, days: number): string =>
  new Date(dayStart(day) + days * DAY_MS).toISOString().slice(0, 10)

/** Whole days from `from` to `to` (negative when `to` comes first). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((dayStart(to) - dayStart(from)) / DAY_MS)
