import {
  createServer,
  type IncomingMessage,
  type Server,
  type ServerOptions,
  type ServerResponse,
} from "node:http"
import type { ServerConfig } from "../config.ts"
import { type Encodings, MIN_COMPRESSED_BYTES, negotiate } from "./compression.ts"
import { logRequest } from "./log-line.ts"
import { serverSecurityHeaders } from "./security-headers.ts"

/**
 * A request answered before the router sees it (ADR 125). A lane either answers and returns true,
 * or returns false having written nothing, and the router answers as it would have anyway. A lane
 * that took a request but cannot finish it (its answer's computation failed) hands it to the
 * router with `toRouter`, having written nothing.
 */
export type Lane = (request: IncomingMessage, response: ServerResponse, toRouter: () => void) => boolean

/** The first lane that answers, or none. */
export const anyLane =
  (lanes: ReadonlyArray<Lane>): Lane =>
  (request, response, toRouter) =>
    lanes.some((lane) => lane(request, response, toRouter))

/**
 * A request's path and query fields when each of `known`'s is given at most once and no other is
 * (a repeated field decodes as a list, which only the router's decoding knows how to refuse).
 */
export const plainRequest = (
  url: string,
  known: object,
): { readonly path: string; readonly fields: Record<string, string> } | undefined => {
  const mark = url.indexOf("?")
  const fields: Record<string, string> = {}
  if (mark === -1) return { path: url, fields }
  for (const [name, value] of new URLSearchParams(url.slice(mark + 1))) {
    if (!Object.hasOwn(known, name) || Object.hasOwn(fields, name)) return undefined
    fields[name] = value
  }
  return { path: url.slice(0, mark), fields }
}

/**
 * A node:http server whose requests meet `lane` before the listeners the router attaches: the
 * router listens on the `request` event, so a request a lane answered never raises it. A lane
 * that throws before writing leaves the request to the router; one that throws after has sent
 * part of an answer, so the connection is closed rather than left with half of one.
 */
export const laneServer = (options: ServerOptions, lane: Lane): Server => {
  const server = createServer(options)
  const emit = server.emit.bind(server)
  const answered = (request: IncomingMessage, response: ServerResponse): boolean => {
    try {
      return lane(request, response, () => emit("request", request, response))
    } catch {
      if (!response.headersSent) return false
      response.destroy()
      return true
    }
  }
  server.emit = ((event: string | symbol, ...args: Array<unknown>) =>
    (event === "request" && answered(args[0] as IncomingMessage, args[1] as ServerResponse)) ||
    emit(event, ...args)) as Server["emit"]
  return server
}

/** A GET without a body (the only requests lanes answer): nothing to read or drain. */
export const isBodilessGet = (request: IncomingMessage): boolean =>
  request.method === "GET" &&
  request.headers["content-length"] === undefined &&
  request.headers["transfer-encoding"] === undefined

const byteLength = (identity: string | Uint8Array) =>
  typeof identity === "string" ? Buffer.byteLength(identity, "utf8") : identity.length

/**
 * Sends a 200 JSON answer as the router's middleware would: the security headers, compressed as
 * CompressionLayer compresses (the same negotiation, threshold and levels, from `encodings`), and
 * one request-log line when the log is on.
 */
export const jsonAnswerer = (
  settings: Pick<ServerConfig, "production" | "mapTiles" | "social" | "logRequests">,
) => {
  const security = serverSecurityHeaders(settings)
  return (
    request: IncomingMessage,
    response: ServerResponse,
    encodings: Encodings,
    // The content-language layer's mark on the answers it may translate (ADR 097).
    varyOnCookie = false,
  ): void => {
    const started = performance.now()
    const send = (body: string | Uint8Array, coding: string | undefined) => {
      response.writeHead(200, {
        "content-type": "application/json",
        "content-length": byteLength(body),
        ...security,
        ...(coding === undefined ? {} : { "content-encoding": coding }),
        vary: varyOnCookie ? "Cookie, Accept-Encoding" : "Accept-Encoding",
      })
      response.end(body)
      if (settings.logRequests) {
        logRequest({ method: "GET", url: request.url ?? "", host: request.headers.host }, 200, started)
      }
    }
    const coding = negotiate(request.headers["accept-encoding"])
    if (coding === undefined || byteLength(encodings.identity) < MIN_COMPRESSED_BYTES) {
      send(encodings.identity, undefined)
      return
    }
    // Compressing a small answer is synchronous (compression.ts); a failure sends it as it is.
    encodings.encoded(coding).then(
      (bytes) => send(bytes, coding),
      () => send(encodings.identity, undefined),
    )
  }
}
