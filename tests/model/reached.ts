import type { AnyMachineSnapshot, AnyStateMachine, AnyTransitionDefinition, InspectionEvent } from "xstate"

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

/** A transition of the real machine, named by its source, event, guard and targets. */
const transitionName = (transition: AnyTransitionDefinition): string => {
  const { source, eventType, guard, target } = transition
  const event = eventType === "" ? "always" : eventType.replace(/^xstate\.(done|error)\.actor\..*$/, "$1")
  const guardName = guard === undefined ? "" : ` [${typeof guard === "string" ? guard : "guard"}]`
  const targets = target === undefined ? "" : ` → ${target.map((node) => node.path.join(".")).join(", ")}`
  return `${source.path.join(".") || "(root)"} ${event}${guardName}${targets}`
}

export const transitionsOf = (machine: AnyStateMachine): Array<string> => {
  const walk = (node: AnyStateMachine["root"]): Array<AnyTransitionDefinition> => [
    ...[...node.transitions.values()].flat(),
    ...(node.always ?? []),
    ...Object.values(node.states).flatMap(walk),
  ]
  return [...new Set(walk(machine.root).map(transitionName))].sort()
}

/** The states the real machine was in and the transitions it took, over every run it watched. */
export const walkedMachine = () => {
  const snapshots: Array<{ readonly value: unknown }> = []
  const transitions = new Set<string>()
  const sources = new Set<string>()
  return {
    inspect: (event: InspectionEvent) => {
      if (event.type !== "@xstate.microstep") return
      snapshots.push({ value: (event.snapshot as AnyMachineSnapshot).value })
      for (const transition of event._transitions) {
        transitions.add(transitionName(transition))
        if (transition.source.type === "atomic") sources.add(transition.source.path.join("."))
      }
    },
    states: () =>
      [...new Set([...reachedStates(snapshots.map((state) => ({ state, steps: [] }))), ...sources])].sort(),
    transitions: () => [...transitions].sort(),
  }
}
