import type { ErrorActorEvent } from "xstate"

/**
 * A machine's default for an actor the host must provide (the API call behind it): invoked
 * unprovided, it fails at once and names itself.
 */
export const notProvided = (name: string) => () => Promise.reject(new Error(`actor ${name} not provided`))

/** An invoked actor's failure, as the params of the action that stores it. */
export const failed = ({ event }: { readonly event: ErrorActorEvent }) => event.error
