import { HttpApiMiddleware } from "effect/http-api"
import { BadRequest, PayloadTooLarge, ServerError, UnsupportedMediaType } from "./errors.ts"

/**
 * API-wide middleware: every failure leaves the server as `{ errors: [{ code, message, field? }] }`,
 * including request-decoding failures, bodies that are not JSON and defects (DESIGN.md 'Library notes').
 */
export class ErrorShape extends HttpApiMiddleware.Service<ErrorShape>()("booking/core/api/ErrorShape", {
  error: [BadRequest, PayloadTooLarge, UnsupportedMediaType, ServerError],
}) {}

/** API-wide middleware: folds indexed GET keys (`hotel_id[0]`) into arrays before decoding. */
export class IndexedQuery extends HttpApiMiddleware.Service<IndexedQuery>()(
  "booking/core/api/IndexedQuery",
) {}
