import { type AnyActorLogic, createActor, type InspectionEvent } from "xstate"

let listener: ((event: InspectionEvent) => void) | undefined

/** Sends every journey actor's inspection events to `next` (undefined stops): `journey coverage`. */
export const inspectJourneyActors = (next: ((event: InspectionEvent) => void) | undefined): void => {
  listener = next
}

const inspect = (event: InspectionEvent) => listener?.(event)

/**
 * `createActor` for the journey drivers: every machine a journey runs can be watched, so the
 * coverage command counts the transitions the library takes without changing how journeys run.
 */
export const journeyActor = ((logic: AnyActorLogic, options?: object) =>
  createActor(logic, { ...options, inspect })) as typeof createActor
