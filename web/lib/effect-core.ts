import { Effect } from "effect"

/** Importing this module loads and runs Effect's chunk, and nothing else (./after-effect.ts). */
export const effectCore = Effect.void
