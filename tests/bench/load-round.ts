// One autocannon run against a server process, with that process's CPU per request; and product
// rounds alternated with a baseline's, the median kept (the machine is shared and noisy).
import { request } from "node:http"
import autocannon from "autocannon"
import { cpuSeconds, type startProcess } from "./processes.ts"
import { round } from "./stats.ts"

export type Server = Awaited<ReturnType<typeof startProcess>>

/** What browsers send; the product and the bare baseline both answer br to it. */
export const ACCEPT_ENCODING = "gzip, br"

export interface Round {
  readonly rps: number
  readonly p50Ms: number
  readonly p99Ms: number
  /** Server CPU (user + system) per request, from /proc: steadier than latency on a shared machine. */
  readonly cpuUsPerRequest: number
  readonly requests: number
  readonly errors: number
}

export type Requests = ReadonlyArray<{
  readonly path: string
  readonly setupRequest?: <R extends { path: string }>(request: R) => R
}>

export const loadRound = async (
  server: Server,
  requests: Requests,
  connections: number,
  duration: number,
): Promise<Round> => {
  const pid = server.child.pid!
  const before = cpuSeconds(pid)
  const result = await autocannon({
    url: server.url,
    connections,
    duration,
    requests,
    headers: { "accept-encoding": ACCEPT_ENCODING },
  })
  const cpuS = cpuSeconds(pid) - before
  return {
    rps: round(result.requests.average, 0),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    cpuUsPerRequest: round((cpuS * 1e6) / Math.max(1, result.requests.total), 0),
    requests: result.requests.total,
    errors: result.errors + result.non2xx,
  }
}

export interface Compared {
  readonly connections: number
  readonly product: Round
  readonly bare: Round
  /** Product req/s ÷ bare req/s of the median round, and the lowest and highest over the rounds. */
  readonly ratio: number
  readonly ratioRange: readonly [number, number]
  readonly rounds: number
}

/** `rounds` alternating runs (product, then baseline), after a short warm-up of each; the median round. */
export const compare = async (
  product: Server,
  bare: Server,
  requests: { readonly product: Requests; readonly bare: Requests },
  options: {
    readonly connections: number
    readonly duration: number
    readonly rounds: number
    /** false when the previous runs loaded the same requests: they warmed both servers already. */
    readonly warmUp?: boolean
  },
): Promise<Compared> => {
  const { connections, duration } = options
  if (options.warmUp !== false) {
    await loadRound(product, requests.product, connections, 1)
    await loadRound(bare, requests.bare, connections, 1)
  }
  const runs: Array<{ ours: Round; base: Round; ratio: number }> = []
  for (let r = 0; r < options.rounds; r++) {
    const ours = await loadRound(product, requests.product, connections, duration)
    const base = await loadRound(bare, requests.bare, connections, duration)
    runs.push({ ours, base, ratio: ours.rps / Math.max(1, base.rps) })
  }
  runs.sort((x, y) => x.ratio - y.ratio)
  const middle = runs[Math.floor(runs.length / 2)]!
  return {
    connections,
    product: middle.ours,
    bare: middle.base,
    ratio: round(middle.ratio, 3),
    ratioRange: [round(runs[0]!.ratio, 3), round(runs.at(-1)!.ratio, 3)],
    rounds: options.rounds,
  }
}

/** A body as the server sends it to a browser (fetch would decode it), with its status and coding. */
export const wireBody = (
  base: string,
  path: string,
): Promise<{ status: number; body: Buffer; encoding: string }> =>
  new Promise((resolve, reject) => {
    const url = new URL(path, base)
    const req = request(
      {
        hostname: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        headers: { "accept-encoding": ACCEPT_ENCODING },
      },
      (res) => {
        const chunks: Array<Buffer> = []
        res.on("data", (chunk: Buffer) => chunks.push(chunk))
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks),
            encoding: String(res.headers["content-encoding"] ?? "identity"),
          }),
        )
      },
    )
    req.on("error", reject)
    req.end()
  })
