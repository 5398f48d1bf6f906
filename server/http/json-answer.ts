import { HttpServerResponse } from "effect/http"

/**
 * A 200 answer whose body is already the contract's JSON (`dataJson`, or a body kept in that
 * shape): HttpApi sends a response a handler returns as it is, without the endpoint's encoder.
 */
export const jsonAnswer = (body: string) => HttpServerResponse.text(body, { contentType: "application/json" })
