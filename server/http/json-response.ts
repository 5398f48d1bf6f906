import { HttpServerResponse } from "effect/http"

/**
 * A 200 answer whose body the handler has already written in the contract's wire shape,
 * `{ "data": … }`. HttpApi then skips encoding the value through the endpoint's schema, which for
 * the large search and search-price answers cost more than computing them; the integration tests
 * decode these bodies with the contract's schemas.
 */
export const jsonBody = (body: string | Uint8Array) =>
  typeof body === "string"
    ? HttpServerResponse.text(body, { contentType: "application/json" })
    : HttpServerResponse.uint8Array(body, { contentType: "application/json" })
