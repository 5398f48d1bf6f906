import { HttpApiMiddleware } from "effect/http-api"
import { BadRequest, PayloadTooLarge, ServerError, UnsupportedMediaType } from "./errors.ts"

/**
 * The one API-wide middleware (one, because each costs every request a few microseconds): it folds
 * indexed GET keys (`hotel_id[0]`) into arrays before decoding, and makes every failure leave as
 * `{ errors: [{ code, message, field? }] }`, including request-decoding failures, bodies that are
 * not JSON and defects (DESIGN.md 'Library notes').
 */
export class WireShape extends HttpApiMiddleware.Service<WireShape>()("booking/core/api/WireShape", {
  error: [BadRequest, PayloadTooLarge, UnsupportedMediaType, ServerError],
}) {}
