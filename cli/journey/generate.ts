import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  getInitialSnapshot,
  getMicrosteps,
  getNextSnapshot,
} from "xstate"
import { getAdjacencyMap, getShortestPaths, getSimplePaths, type StatePath } from "xstate/graph"
import { STEP_KINDS } from "./schema.ts"

/**
 * Journeys derived from a machine's graph (ADR 099): xstate/graph walks the real chart with
 * representative events, and each path becomes an ordinary journey file, one step per event
 * the traveller, the clock or the network brings, with an expectation after each.
 */

/** A journey step as written in a file: the bare kind, or `{ kind: argument }`. */
export type JourneyStep = string | { readonly [kind: string]: unknown }

/** How one event of a path reads in a journey: its steps (none: the runner already did it), or why it cannot. */
export type Rendered =
  | { readonly steps: ReadonlyArray<JourneyStep>; readonly says?: string }
  | { readonly inexpressible: string }

export const say = (steps: ReadonlyArray<JourneyStep>, says?: string): Rendered =>
  says === undefined ? { steps } : { steps, says }
export const cannot = (reason: string): Rendered => ({ inexpressible: reason })

/** What the generator needs to know about one machine: one module per machine (generate-*.ts). */
export interface MachineJourneys {
  /** The machine's id, as `--machine` and the coverage report name it. */
  readonly name: string
  /** Where it is defined, for the journeys' descriptions. */
  readonly source: string
  readonly machine: AnyStateMachine
  readonly input: unknown
  /** Every journey's fixed start; the machine's input must agree with it (the business day). */
  readonly now: string
  readonly tags: ReadonlyArray<string>
  /** Steps before the path: what the traveller's browser holds already (a cookie). */
  readonly setup: ReadonlyArray<JourneyStep>
  /**
   * The events to try in a state, with representative data: the traveller's, and the clock's
   * and network's (an invoked lookup's answer carries what the fixture catalogue answers).
   */
  readonly events: (snapshot: AnyMachineSnapshot) => ReadonlyArray<EventObject>
  /**
   * What tells two states apart for the graph: enough to keep the walk finite and each
   * visible difference apart. The journeys replay the path's events, so their expectations
   * are read from the replayed state, never from this key.
   */
  readonly serializeState: (snapshot: AnyMachineSnapshot) => string
  /**
   * The key for `--paths simple`, where every path that repeats no key is walked: coarser, as
   * the number of such paths grows exponentially with the graph's cycles. Default: serializeState.
   */
  readonly simpleKey?: (snapshot: AnyMachineSnapshot) => string
  /** The steps for `event` taken in `before` and leading to `after`, between the path's neighbouring events. */
  readonly render: (
    event: EventObject,
    before: AnyMachineSnapshot,
    after: AnyMachineSnapshot,
    around: { readonly previous: EventObject | undefined; readonly next: EventObject | undefined },
  ) => Rendered
  /** What the traveller sees in a state, as one expect step. */
  readonly expectation: (
    snapshot: AnyMachineSnapshot,
    history: ReadonlyArray<AnyMachineSnapshot>,
  ) => JourneyStep
}

/** `shortest`: to each state and each transition; `simple`: every path that repeats no state. */
export type PathKind = "shortest" | "simple"
type Path = StatePath<AnyMachineSnapshot, EventObject>

export interface GeneratedJourney {
  /** `<machine>-<n>-<short description>.yaml` */
  readonly file: string
  readonly name: string
  readonly description: string
  readonly now: string
  readonly tags: ReadonlyArray<string>
  readonly steps: ReadonlyArray<JourneyStep>
}

export interface Generated {
  readonly journeys: ReadonlyArray<GeneratedJourney>
  /** Paths left out, by the reason (an event no step expresses). */
  readonly skipped: ReadonlyMap<string, number>
}

/** A path as a journey: its steps, what the traveller does in words, and the transitions it takes. */
interface Expressed {
  readonly steps: ReadonlyArray<JourneyStep>
  readonly says: ReadonlyArray<string>
  readonly took: ReadonlyArray<string>
}

/**
 * A transition as the chart draws it: from a state, on an event, through the states its
 * microsteps pass (an eventless `routing` tells a search that goes somewhere from one refused).
 * Guarded alternatives with the same course count once; the states are the chart's, not the keys.
 */
const transitionOf = (machine: AnyStateMachine, before: AnyMachineSnapshot, event: EventObject) =>
  JSON.stringify([before.value, event.type, ...getMicrosteps(machine, before, event).map(([s]) => s.value)])

const KNOWN_KINDS: ReadonlySet<string> = new Set(STEP_KINDS)
const kindOf = (step: JourneyStep) => (typeof step === "string" ? step : Object.keys(step)[0]!)

/**
 * The path's event as the replayed state offers it: data the module derives from a state (the
 * answer to the text typed, the last room's index) follows the replay, not the walk's snapshot.
 */
const replayed = (spec: MachineJourneys, state: AnyMachineSnapshot, event: EventObject): EventObject => {
  const offered = spec.events(state).filter((e) => e.type === event.type)
  const same = JSON.stringify(event)
  return offered.find((e) => JSON.stringify(e) === same) ?? (offered.length === 1 ? offered[0]! : event)
}

/** A path's events as journey steps, replayed on the machine so each expectation is what that state shows. */
const journeySteps = (spec: MachineJourneys, path: Path): Expressed | { inexpressible: string } => {
  // The first step of a path is the machine starting (`xstate.init`).
  const events = path.steps.slice(1).map((s) => s.event)
  let state = getInitialSnapshot(spec.machine, spec.input) as AnyMachineSnapshot
  const history: Array<AnyMachineSnapshot> = [state]
  const steps: Array<JourneyStep> = [...spec.setup]
  const says: Array<string> = []
  const took: Array<string> = []
  let acted = false
  for (const [i, walked] of events.entries()) {
    const event = replayed(spec, state, walked)
    // The walk keeps one snapshot per key; a key that leaves out what an event depends on shows here.
    if (!state.can(event))
      return { inexpressible: "the replayed machine refuses a step of the walk (coarse key)" }
    const after = getNextSnapshot(spec.machine, state, event) as AnyMachineSnapshot
    const rendered = spec.render(event, state, after, { previous: events[i - 1], next: events[i + 1] })
    if ("inexpressible" in rendered) return rendered
    const unknown = rendered.steps.map(kindOf).find((k) => !KNOWN_KINDS.has(k))
    if (unknown !== undefined) return { inexpressible: `no step kind '${unknown}' yet` }
    if (rendered.steps.length > 0) {
      // The state the previous steps settled in, once the events they bring along have happened.
      if (acted) steps.push(spec.expectation(state, history))
      steps.push(...rendered.steps)
      acted = true
    }
    if (rendered.says !== undefined) says.push(rendered.says)
    took.push(transitionOf(spec.machine, state, event))
    state = after
    history.push(after)
  }
  if (acted) steps.push(spec.expectation(state, history))
  return { steps, says, took }
}

/** Steps of the simple-path walk (a few seconds' worth) before it gives up. */
const SIMPLE_WALK_BUDGET = 2_000_000

export class TooManyPaths extends Error {
  override readonly name = "TooManyPaths"
  constructor(machine: string) {
    super(`${machine} has too many simple paths to walk them all; use --paths shortest`)
  }
}

const isPrefix = (short: ReadonlyArray<string>, long: ReadonlyArray<string>) =>
  short.length <= long.length && short.every((s, i) => s === long[i])

const kebab = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")

/** The last things the traveller does, whole, as many as fit in a file name. */
const shortDescription = (says: ReadonlyArray<string>): string => {
  let words: Array<string> = []
  for (const s of [...says].reverse()) {
    const more = kebab(s).split("-")
    if (words.length > 0 && words.length + more.length > 8) break
    words = [...more, ...words]
  }
  return words.join("-")
}

/**
 * Walks the machine's graph and turns paths into journeys. `shortest`: the shortest path to each
 * state, then, for each transition those leave out, the shortest path to its source followed by
 * it. `simple`: every simple path. A path that is a prefix of another is left out, as the longer
 * journey checks each state on the way.
 */
export const generateJourneys = (spec: MachineJourneys, kind: PathKind): Generated => {
  // Simple paths grow exponentially with the graph's cycles; the walk has no limit of its own.
  let budget = SIMPLE_WALK_BUDGET
  const options = {
    input: spec.input,
    events: spec.events,
    filterEvents: (snapshot: AnyMachineSnapshot, event: EventObject) => snapshot.can(event),
    serializeState: (snapshot: AnyMachineSnapshot) => {
      if (kind === "shortest") return spec.serializeState(snapshot)
      if (--budget < 0) throw new TooManyPaths(spec.name)
      return (spec.simpleKey ?? spec.serializeState)(snapshot)
    },
  }
  const skipped = new Map<string, number>()
  const skip = (reason: string) => skipped.set(reason, (skipped.get(reason) ?? 0) + 1)
  const expressed: Array<Expressed> = []
  const express = (path: Path) => {
    const result = journeySteps(spec, path)
    if ("inexpressible" in result) return result.inexpressible
    expressed.push(result)
    return undefined
  }
  const paths = (kind === "shortest" ? getShortestPaths : getSimplePaths)(
    spec.machine,
    options,
  ) as Array<Path>
  for (const path of paths) {
    const reason = express(path)
    if (reason !== undefined) skip(reason)
  }
  if (kind === "shortest") {
    // Reaching every state leaves out the transitions that return to a state reached already.
    const taken = new Set(expressed.flatMap((e) => e.took))
    const headOf = new Map(paths.map((p) => [spec.serializeState(p.state), p]))
    const untaken = new Map<string, Array<Path>>()
    const adjacency = getAdjacencyMap(spec.machine, options)
    // The map's keys are branded strings, which Object.values does not see through.
    const edgesFrom = (key: string) =>
      Object.values(adjacency[key as keyof typeof adjacency]?.transitions ?? {}) as Array<{
        event: EventObject
        state: AnyMachineSnapshot
      }>
    for (const [key, { state }] of Object.entries(adjacency)) {
      const head = headOf.get(key)
      if (head === undefined) continue
      for (const { event, state: next } of edgesFrom(key)) {
        const transition = transitionOf(spec.machine, state, event)
        if (taken.has(transition)) continue
        const path = { state: next, weight: head.weight + 1, steps: [...head.steps, { state: next, event }] }
        // A path may not end right after the transition (a lookup it starts is waited for): one
        // more step, any, lets it.
        const further = edgesFrom(spec.serializeState(next)).map((then) => ({
          state: then.state,
          weight: path.weight + 1,
          steps: [...path.steps, { state: then.state, event: then.event }],
        }))
        untaken.set(transition, [...(untaken.get(transition) ?? []), path, ...further])
      }
    }
    for (const [transition, candidates] of untaken) {
      // An earlier path of this phase may have taken it on the way.
      if (taken.has(transition)) continue
      candidates.sort((a, b) => a.weight - b.weight)
      let first: string | undefined
      for (const candidate of candidates) {
        const reason = express(candidate)
        if (reason === undefined) {
          for (const t of expressed[expressed.length - 1]!.took) taken.add(t)
          first = undefined
          break
        }
        first ??= reason
      }
      if (first !== undefined) skip(first)
    }
  }
  return { skipped, journeys: named(spec, kind, withoutPrefixes(expressed)) }
}

/** The journeys that no other one walks to its end, shortest first. */
const withoutPrefixes = (all: ReadonlyArray<Expressed>): Array<Expressed> => {
  const keyed = all
    .filter((e) => e.says.length > 0)
    .map((e) => ({ e, key: e.steps.map((s) => JSON.stringify(s)) }))
    .sort((a, b) => b.key.length - a.key.length)
  const kept = keyed.filter((k, i) => !keyed.slice(0, i).some((longer) => isPrefix(k.key, longer.key)))
  return kept.reverse().map((k) => k.e)
}

const named = (spec: MachineJourneys, kind: PathKind, journeys: ReadonlyArray<Expressed>) => {
  const width = String(journeys.length).length
  return journeys.map((j, i): GeneratedJourney => {
    const n = String(i + 1).padStart(width, "0")
    return {
      file: `${spec.name}-${n}-${shortDescription(j.says)}.yaml`,
      name: `${spec.name} ${n}: ${j.says.join("; ")}`,
      description: `Generated from ${spec.source} by \`booking journey generate --machine ${spec.name} --paths ${kind}\` (ADR 099): a ${kind} path of its graph, with what the traveller sees after each step. Regenerate rather than edit.`,
      now: spec.now,
      tags: ["generated", spec.name, ...spec.tags],
      steps: j.steps,
    }
  })
}
