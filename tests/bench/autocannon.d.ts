// The package ships no types; this declares the part of its programmatic API the benchmarks use.
declare module "autocannon" {
  interface Histogram {
    readonly average: number
    readonly p50: number
    readonly p99: number
    readonly max: number
  }
  interface Result {
    readonly requests: Histogram & { readonly total: number }
    readonly latency: Histogram
    readonly errors: number
    readonly non2xx: number
  }
  /** One connection; `response` reports each answer's status, size in bytes and latency in ms. */
  interface Client {
    on(event: "response", listener: (status: number, bytes: number, latencyMs: number) => void): void
  }
  interface Options {
    readonly url: string
    readonly connections?: number
    readonly duration?: number
    /** Sent with every request. */
    readonly headers?: Readonly<Record<string, string>>
    /** `setupRequest` may rewrite a request just before each time it is sent. */
    readonly requests?: ReadonlyArray<{
      readonly path: string
      readonly setupRequest?: <R extends { path: string }>(request: R) => R
    }>
    readonly setupClient?: (client: Client) => void
  }
  function autocannon(options: Options): Promise<Result>
  export default autocannon
}
