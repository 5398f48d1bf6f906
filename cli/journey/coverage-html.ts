import { Graph, layout } from "@dagrejs/dagre"
import type { AnyStateMachine, AnyStateNode } from "xstate"
import { type MachineCoverage, readableEvent, type Transition, transitionsOf } from "./coverage.ts"
import { escapeXml } from "./report-junit.ts"

/**
 * The coverage page (`booking journey coverage --html`): each machine drawn as a graph of its
 * states and transitions, the ones journeys reached in green and the missed ones in dashed red, so
 * the gaps show at a glance. Layout is dagre's (ADR 098); the page is one self-contained file with
 * no script, so it opens from a CI artefact as it is.
 */

export interface CoveragePage {
  readonly machines: ReadonlyArray<AnyStateMachine>
  readonly coverage: ReadonlyArray<MachineCoverage>
  readonly taken: ReadonlySet<string>
  readonly journeys: { readonly total: number; readonly failed: ReadonlyArray<string> }
  readonly generatedAt: Date
}

const CHAR_WIDTH = 7
const LINE_HEIGHT = 16

const percent = (reached: number, total: number) => (total === 0 ? 100 : (100 * reached) / total)

/** A state's node id; a compound state's node is the title box inside its cluster. */
const stateId = (path: string) => `s:${path}`
const clusterId = (path: string) => `c:${path}`

const isCompound = (node: AnyStateNode) => Object.keys(node.states).length > 0

const statesOf = (node: AnyStateNode): Array<AnyStateNode> =>
  Object.values(node.states as Record<string, AnyStateNode>).flatMap((child) => [child, ...statesOf(child)])

/** States a traveller was seen in: the initial chain, and both ends of every reached transition. */
const visitedStates = (machine: AnyStateMachine, reached: ReadonlyArray<Transition>): Set<string> => {
  const visited = new Set<string>([""])
  const enter = (node: AnyStateNode) => {
    visited.add(node.path.join("."))
    const initial = node.initial?.target ?? []
    for (const child of initial as ReadonlyArray<AnyStateNode>) enter(child)
  }
  enter(machine.root)
  const byPath = new Map(statesOf(machine.root).map((node) => [node.path.join("."), node]))
  for (const transition of reached) {
    visited.add(transition.state)
    for (const target of transition.target === "" ? [] : transition.target.split(", ")) {
      const node = byPath.get(target)
      if (node !== undefined) enter(node)
    }
  }
  return visited
}

const edgeLabel = (t: Transition) =>
  `${readableEvent(t.event)}${t.guard === undefined ? "" : ` [${t.guard}]`}`

interface Drawn {
  readonly svg: string
  readonly width: number
}

/** Lays out one machine and draws it as SVG. */
const drawMachine = (machine: AnyStateMachine, taken: ReadonlySet<string>): Drawn => {
  const transitions = transitionsOf(machine)
  const reached = transitions.filter((t) => taken.has(t.key))
  const visited = visitedStates(machine, reached)
  const graph = new Graph({ compound: true, multigraph: true })
  graph.setGraph({ rankdir: "LR", nodesep: 18, ranksep: 56, marginx: 8, marginy: 8 })
  graph.setDefaultEdgeLabel(() => ({}))

  // A transition that stays (or re-enters its own state) is listed inside the state's box: dagre's
  // self-loops are drawn as short stubs that read as noise.
  const isLoop = (t: Transition) => t.target === "" || t.target === t.state
  const loops = new Map<string, Array<Transition>>()
  for (const t of transitions.filter(isLoop)) loops.set(t.state, [...(loops.get(t.state) ?? []), t])
  const box = (path: string, label: string) => {
    const lines = [label, ...(loops.get(path) ?? []).map((t) => `\u21bb ${edgeLabel(t)}`)]
    return {
      label,
      width: Math.max(...lines.map((line) => line.length)) * CHAR_WIDTH + 24,
      height: 14 + lines.length * LINE_HEIGHT,
    }
  }
  if (transitions.some((t) => t.state === ""))
    graph.setNode(stateId(""), box("", `${machine.id} (any state)`))
  for (const node of statesOf(machine.root)) {
    const path = node.path.join(".")
    const parent =
      node.parent !== undefined && node.parent.path.length > 0 ? node.parent.path.join(".") : null
    graph.setNode(stateId(path), box(path, node.key))
    if (isCompound(node)) {
      graph.setNode(clusterId(path), { label: node.key, width: 0, height: 0 })
      graph.setParent(stateId(path), clusterId(path))
    }
    if (parent !== null) {
      graph.setParent(isCompound(node) ? clusterId(path) : stateId(path), clusterId(parent))
    }
  }
  transitions.forEach((t, index) => {
    if (isLoop(t)) return
    const label = edgeLabel(t)
    for (const target of t.target.split(", ")) {
      graph.setEdge(
        stateId(t.state),
        stateId(target),
        { label, width: label.length * CHAR_WIDTH * 0.9, height: LINE_HEIGHT, labelpos: "c" },
        `${index}:${target}`,
      )
    }
  })
  layout(graph)

  const parts: Array<string> = []
  const ids: Array<string> = graph.nodes()
  for (const id of ids.filter((n) => n.startsWith("c:"))) {
    const n = graph.node(id)
    parts.push(
      `<rect class="cluster" x="${(n.x ?? 0) - n.width / 2}" y="${(n.y ?? 0) - n.height / 2}" width="${n.width}" height="${n.height}" rx="10"/>`,
    )
  }
  for (const edge of graph.edges()) {
    const e = graph.edge(edge)
    const t = transitions[Number(edge.name?.split(":")[0])]
    if (t === undefined) continue
    const state = taken.has(t.key) ? "reached" : "missed"
    const points = (e.points ?? []).map(
      (p: { x: number; y: number }) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`,
    )
    parts.push(
      `<g class="edge ${state}"><title>${escapeXml(`${t.state || "(root)"} --${edgeLabel(t)}--> ${t.target || "(stays)"}: ${state}`)}</title>`,
      `<polyline points="${points.join(" ")}" marker-end="url(#arrow-${state})"/>`,
      `<text x="${e.x ?? 0}" y="${(e.y ?? 0) + 4}">${escapeXml(String(e.label ?? ""))}</text></g>`,
    )
  }
  for (const id of ids.filter((n) => n.startsWith("s:"))) {
    const n = graph.node(id)
    const path = id.slice(2)
    const state = visited.has(path) ? "visited" : "unvisited"
    const x = (n.x ?? 0) - n.width / 2
    const top = (n.y ?? 0) - n.height / 2
    const lines = (loops.get(path) ?? []).map(
      (t, i) =>
        `<text class="loop ${taken.has(t.key) ? "reached" : "missed"}" x="${n.x ?? 0}" y="${top + 21 + (i + 1) * LINE_HEIGHT}">${escapeXml(`\u21bb ${edgeLabel(t)}`)}<title>${escapeXml(`${path || "(root)"} --${edgeLabel(t)}--> (stays): ${taken.has(t.key) ? "reached" : "missed"}`)}</title></text>`,
    )
    parts.push(
      `<g class="state ${state}${graph.hasNode(clusterId(path)) ? " title" : ""}">`,
      `<rect x="${x}" y="${top}" width="${n.width}" height="${n.height}" rx="6"/>`,
      `<text x="${n.x ?? 0}" y="${top + 21}">${escapeXml(String(n.label ?? ""))}</text>${lines.join("")}</g>`,
    )
  }
  const size = graph.graph()
  const width = Math.ceil(size.width ?? 0)
  const height = Math.ceil(size.height ?? 0)
  return {
    width,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(`${machine.id}: states and transitions`)}">${parts.join("")}</svg>`,
  }
}

const STYLE = `
body{font:14px/1.45 system-ui,sans-serif;margin:0 auto;max-width:1200px;padding:24px;color:#1f2328}
h1{font-size:24px;margin:0 0 4px}h2{font-size:18px;margin:32px 0 4px}
.meta{color:#59636e;margin:0 0 16px}
table{border-collapse:collapse}td,th{padding:3px 10px;text-align:left}td.n{text-align:right;font-variant-numeric:tabular-nums}
.bar{display:inline-block;width:160px;height:10px;background:#ffebe9;border-radius:5px;overflow:hidden;vertical-align:middle}
.bar span{display:block;height:100%;background:#1a7f37}
.legend span{margin-right:16px}.legend i{display:inline-block;width:24px;height:0;border-top:2px solid;vertical-align:middle;margin-right:6px}
.drawing{overflow-x:auto;border:1px solid #d1d9e0;border-radius:8px;padding:8px;background:#fff}
svg text{font:12px system-ui,sans-serif;text-anchor:middle}
.edge text{paint-order:stroke;stroke:#fff;stroke-width:4px;stroke-linejoin:round}
.cluster{fill:#f6f8fa;stroke:#d1d9e0}
.state rect{stroke-width:1.5}.state.visited rect{fill:#dafbe1;stroke:#1a7f37}
.state.unvisited rect{fill:#fff;stroke:#818b98;stroke-dasharray:4 3}.state.title>text:first-of-type{font-weight:600}
.loop{font-size:11px}.loop.reached{fill:#116329}.loop.missed{fill:#a40e26;text-decoration:underline dashed}
.edge polyline{fill:none;stroke-width:1.5}.edge.reached polyline{stroke:#1a7f37}
.edge.missed polyline{stroke:#cf222e;stroke-dasharray:5 4}.edge.reached text{fill:#116329}.edge.missed text{fill:#a40e26}
ul.missed{columns:2;color:#a40e26;font:12px ui-monospace,monospace}
`

const MARKERS = `<svg width="0" height="0" aria-hidden="true" style="position:absolute"><defs>${[
  "reached",
  "missed",
]
  .map(
    (state) =>
      `<marker id="arrow-${state}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0L10,5L0,10z" fill="${state === "reached" ? "#1a7f37" : "#cf222e"}"/></marker>`,
  )
  .join("")}</defs></svg>`

const summaryRow = (c: MachineCoverage) => {
  const share = percent(c.reached, c.total)
  return `<tr><td><a href="#${escapeXml(c.machine)}">${escapeXml(c.machine)}</a></td><td class="n">${c.reached}/${c.total}</td><td class="n">${share.toFixed(0)}%</td><td><span class="bar"><span style="width:${share.toFixed(1)}%"></span></span></td></tr>`
}

const missedItem = (t: Transition) =>
  `<li>${escapeXml(`${t.state || "(root)"} --${edgeLabel(t)}--> ${t.target || "(stays)"}`)}</li>`

/** The whole page: summary table, legend, then every machine drawn with its missed list. */
export const coverageHtml = (page: CoveragePage): string => {
  const byId = new Map(page.machines.map((machine) => [machine.id, machine]))
  const reached = page.coverage.reduce((sum, c) => sum + c.reached, 0)
  const total = page.coverage.reduce((sum, c) => sum + c.total, 0)
  const sections = page.coverage.map((c) => {
    const machine = byId.get(c.machine)
    const drawing = machine === undefined ? null : drawMachine(machine, page.taken)
    return [
      `<section id="${escapeXml(c.machine)}"><h2>${escapeXml(c.machine)}</h2>`,
      `<p class="meta">${c.reached} of ${c.total} transitions reached (${percent(c.reached, c.total).toFixed(0)}%)</p>`,
      drawing === null ? "" : `<div class="drawing">${drawing.svg}</div>`,
      c.missed.length === 0 ? "" : `<ul class="missed">${c.missed.map(missedItem).join("")}</ul>`,
      "</section>",
    ].join("")
  })
  const failed = page.journeys.failed
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Journey coverage: ${percent(reached, total).toFixed(1)}%</title><style>${STYLE}</style></head><body>
${MARKERS}
<h1>Journey coverage</h1>
<p class="meta">${page.journeys.total} journeys run (${page.journeys.total - failed.length} passed, ${failed.length} failed) · transitions reached: ${reached} of ${total} (${percent(reached, total).toFixed(1)}%) · ${escapeXml(page.generatedAt.toISOString())}</p>
${failed.length === 0 ? "" : `<p>Failed journeys (their later transitions are not counted): ${failed.map(escapeXml).join(", ")}</p>`}
<p class="legend"><span><i style="color:#1a7f37"></i>reached</span><span><i style="color:#cf222e;border-top-style:dashed"></i>missed</span><span>green states were visited, dashed ones never</span></p>
<table><thead><tr><th>machine</th><th>reached</th><th></th><th></th></tr></thead><tbody>${page.coverage.map(summaryRow).join("")}</tbody></table>
${sections.join("\n")}
</body></html>
`
}
