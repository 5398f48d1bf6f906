import type { AnyStateMachine } from "xstate"

/** A state value as one string: "idle", or "open.entering" for a child state. */
const stateKey = (value: unknown): string =>
  typeof value === "string"
    ? value
    : Object.entries(value as Record<string, string>).map(([k, v]) => `${k}.${v}`)[0]!

/** Every atomic state of a model (the models nest two levels at most), as `stateKey` writes it, sorted. */
export const leafStates = (model: AnyStateMachine): Array<string> =>
  Object.entries(model.root.states)
    .flatMap(([key, node]) =>
      Object.keys(node.states).length === 0
        ? [key]
        : Object.keys(node.states).map((child) => `${key}.${child}`),
    )
    .sort()

interface Walked {
  readonly state: { readonly value: unknown }
  readonly steps: ReadonlyArray<{ readonly state: { readonly value: unknown } }>
}

/** The states the paths end in or pass through, as `stateKey` writes them, sorted. */
export const reachedStates = (paths: ReadonlyArray<Walked>): Array<string> =>
  [
    ...new Set(paths.flatMap((p) => [p.state, ...p.steps.map((s) => s.state)]).map((s) => stateKey(s.value))),
  ].sort()
