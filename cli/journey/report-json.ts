import type { Output, Reporter } from "./reporter.ts"

/**
 * The results as one JSON document at the end: `{ summary, journeys }`, the same data
 * `runJourneys` returns, so a CI step can read it without parsing prose.
 */
export const jsonReporter = (out: Output): Reporter => ({
  onEvent: () => {},
  finish: (results, summary) => {
    out.write(`${JSON.stringify({ summary, journeys: results }, null, 2)}\n`)
  },
})
