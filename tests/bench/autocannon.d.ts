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
  interface Options {
    readonly url: string
    readonly connections?: number
    readonly duration?: number
    readonly requests?: ReadonlyArray<{ readonly path: string }>
  }
  function autocannon(options: Options): Promise<Result>
  export default autocannon
}
