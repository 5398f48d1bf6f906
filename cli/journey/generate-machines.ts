import type { MachineJourneys } from "./generate.ts"
import { datesJourneys } from "./generate-dates.ts"
import { locationJourneys } from "./generate-location.ts"
import { roomsJourneys } from "./generate-rooms.ts"
import { searchJourneys } from "./generate-search.ts"

/** The machines whose events existing steps express, by the id `--machine` takes. */
export const GENERATED_MACHINES: ReadonlyMap<string, MachineJourneys> = new Map(
  [locationJourneys, roomsJourneys, datesJourneys, searchJourneys].map((m) => [m.name, m]),
)
