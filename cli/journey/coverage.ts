import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition, InspectionEvent } from "xstate"

/**
 * Transition coverage of the journey library (docs/journeys.md 'Coverage'). A transition is one
 * entry of a state node's `on`, `after`, `always`, done or error handlers: guarded alternatives for
 * the same event count apart, because each is a different path a traveller can take.
 */
export interface Transition {
  /** `machine|state path|event|alternative`: the same for a machine and its `.provide()` copies. */
  readonly key: string
  readonly machine: string
  /** Dotted path of the source state; "" for the root. */
  readonly state: string
  /** The event type, or "(always)" for an eventless transition. */
  readonly event: string
  /** Where it goes ("" when it stays), and its guard when it has one. */
  readonly target: string
  readonly guard: string | undefined
}

const ALWAYS = "(always)"

/** XState's internal event names, as a person reads them: an invoked actor's done or error, a delay. */
export const readableEvent = (event: string): string => {
  if (event.startsWith("xstate.done.actor.")) return "(done)"
  if (event.startsWith("xstate.error.actor.")) return "(error)"
  const delay = /^xstate\.after\.([^.]+)\./.exec(event)
  return delay === null ? event : `(after ${delay[1]})`
}

/** A guard by its name: a string, a `{ type }` object, or an inline function ("guarded"). */
const guardName = (guard: unknown): string | undefined => {
  if (guard === undefined) return undefined
  if (typeof guard === "string") return guard
  const type = (guard as { type?: unknown }).type
  return typeof type === "string" ? type : "guarded"
}

const transitionAt = (transition: AnyTransitionDefinition, event: string, index: number): Transition => {
  const source: AnyStateNode = transition.source
  const state = source.path.join(".")
  const guard = transition.guard
  return {
    key: `${source.machine.id}|${state}|${event}|${index}`,
    machine: source.machine.id,
    state,
    event,
    target: (transition.target ?? []).map((node: AnyStateNode) => node.path.join(".")).join(", "),
    guard: guardName(guard),
  }
}

/** The transition as it sits in its source node: which event, which alternative. */
const transitionOf = (transition: AnyTransitionDefinition): Transition | undefined => {
  const source: AnyStateNode = transition.source
  const always = source.always?.indexOf(transition) ?? -1
  if (always >= 0) return transitionAt(transition, ALWAYS, always)
  const index = source.transitions.get(transition.eventType)?.indexOf(transition) ?? -1
  return index >= 0 ? transitionAt(transition, transition.eventType, index) : undefined
}

const nodesOf = (node: AnyStateNode): Array<AnyStateNode> => [
  node,
  ...Object.values(node.states as Record<string, AnyStateNode>).flatMap(nodesOf),
]

/** Every transition a machine defines, state by state in document order. */
export const transitionsOf = (machine: AnyStateMachine): Array<Transition> =>
  nodesOf(machine.root).flatMap((node) => [
    ...[...node.transitions.values()].flatMap((list) =>
      list.map((transition, index) => transitionAt(transition, transition.eventType, index)),
    ),
    ...(node.always ?? []).map((transition, index) => transitionAt(transition, ALWAYS, index)),
  ])

/** Collects the keys of the transitions actors take, from their inspection events. */
export const transitionRecorder = () => {
  const taken = new Set<string>()
  return {
    taken: taken as ReadonlySet<string>,
    inspect: (event: InspectionEvent) => {
      if (event.type !== "@xstate.microstep") return
      for (const transition of event._transitions) {
        const known = transitionOf(transition)
        if (known !== undefined) taken.add(known.key)
      }
    },
  }
}

export interface MachineCoverage {
  readonly machine: string
  readonly total: number
  readonly reached: number
  readonly missed: ReadonlyArray<Transition>
}

/** Per machine, what was reached of what it defines; machines in name order. */
export const coverageOf = (
  machines: ReadonlyArray<AnyStateMachine>,
  taken: ReadonlySet<string>,
): Array<MachineCoverage> =>
  machines
    .map((machine) => {
      const all = transitionsOf(machine)
      const missed = all.filter((transition) => !taken.has(transition.key))
      return { machine: machine.id, total: all.length, reached: all.length - missed.length, missed }
    })
    .sort((a, b) => a.machine.localeCompare(b.machine))

/** Reached over defined, in percent, over all machines (100 when nothing is defined). */
export const overallPercent = (coverage: ReadonlyArray<MachineCoverage>): number => {
  const total = coverage.reduce((sum, c) => sum + c.total, 0)
  const reached = coverage.reduce((sum, c) => sum + c.reached, 0)
  return total === 0 ? 100 : (100 * reached) / total
}
