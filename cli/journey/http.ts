import { lookup as dnsLookup } from "node:dns"
import { isIP, type LookupFunction } from "node:net"
import { NodeHttpClient } from "@effect/platform-node"
import { Effect, Layer } from "effect"
import { HttpClient, HttpClientRequest } from "effect/http"

/**
 * RFC 6761 reserves `localhost` and every `*.localhost` name for loopback, and browsers honour
 * that; glibc here does not (no nss-myhostname), so `gdc1.localhost` would not resolve. The
 * journey client answers those names itself, which lets a gdc journey use the real channel URL
 * (http://gdc1.localhost:<port>) with its real Host header — fetch refuses to set Host by hand.
 * Every other name goes to the system resolver. See docs/decisions/031-journey-channel-hosts.md.
 */
export const loopbackLookup: LookupFunction = (hostname, options, callback) => {
  const name = hostname.toLowerCase().replace(/\.$/, "")
  if (name === "localhost" || name.endsWith(".localhost")) {
    if (options.all === true) {
      ;(callback as (e: null, a: ReadonlyArray<{ address: string; family: number }>) => void)(null, [
        { address: "127.0.0.1", family: 4 },
      ])
    } else {
      callback(null, "127.0.0.1", 4)
    }
    return
  }
  dnsLookup(hostname, options, callback)
}

export const isLoopbackHost = (hostname: string): boolean => {
  const name = hostname.toLowerCase().replace(/^\[|\]$/g, "")
  return (
    name === "localhost" ||
    name.endsWith(".localhost") ||
    name === "::1" ||
    (isIP(name) === 4 && name.startsWith("127."))
  )
}

/**
 * A journey's own cookie jar. A journey talks to one origin, so name → value is enough;
 * cookies the server sets are kept, and a cookie it expires is dropped. Values are kept as they
 * travel on the wire (already encoded), so what a journey sets is exactly what the server reads.
 */
export class CookieJar {
  readonly #values = new Map<string, string>()
  set(name: string, value: string): void {
    this.#values.set(name, value)
  }
  delete(name: string): void {
    this.#values.delete(name)
  }
  get(name: string): string | undefined {
    return this.#values.get(name)
  }
  /** The `Cookie` request header, or undefined when the jar is empty. */
  header(): string | undefined {
    if (this.#values.size === 0) return undefined
    return [...this.#values].map(([n, v]) => `${n}=${v}`).join("; ")
  }
}

/**
 * Undici with the loopback lookup; one connection pool per journey, closed with its runtime.
 * `localAddress` makes the journey's calls leave from its own loopback address.
 */
const transport = (localAddress: string | undefined) =>
  NodeHttpClient.layerUndiciOptions({
    connect: { lookup: loopbackLookup },
    ...(localAddress === undefined ? {} : { localAddress }),
  })

/** The HttpClient a journey's services use: the loopback transport, sending and keeping its cookies. */
export const journeyHttpClient = (
  jar: CookieJar,
  localAddress?: string | undefined,
): Layer.Layer<HttpClient.HttpClient> =>
  Layer.effect(
    HttpClient.HttpClient,
    Effect.map(HttpClient.HttpClient, (client) =>
      client.pipe(
        HttpClient.mapRequest((request) => {
          const cookie = jar.header()
          return cookie === undefined ? request : HttpClientRequest.setHeader(request, "cookie", cookie)
        }),
        HttpClient.tap((response) =>
          Effect.sync(() => {
            for (const c of Object.values(response.cookies.cookies)) {
              const expired =
                c.options?.maxAge === 0 ||
                (c.options?.expires !== undefined && c.options.expires.getTime() <= 0)
              if (expired) jar.delete(c.name)
              else jar.set(c.name, c.valueEncoded)
            }
          }),
        ),
      ),
    ),
  ).pipe(Layer.provide(transport(localAddress)))
