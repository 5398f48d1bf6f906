import { Schema } from "effect"

/** One entry of the failure body `{ errors: [{ code, message, field? }] }`. */
export const ErrorEntry = Schema.Struct({
  code: Schema.String,
  message: Schema.String,
  field: Schema.optionalKey(Schema.String),
})
export type ErrorEntry = typeof ErrorEntry.Type

const fields = { errors: Schema.Array(ErrorEntry) }

/** The HTTP status of each failure kind: the classes below and every client read it from here. */
export const ERROR_STATUS = {
  BadRequest: 400,
  Unauthorized: 401,
  Forbidden: 403,
  NotFound: 404,
  Conflict: 409,
  PayloadTooLarge: 413,
  UnsupportedMediaType: 415,
  Unprocessable: 422,
  TooManyRequests: 429,
  ServerError: 500,
} as const
export type ErrorKind = keyof typeof ERROR_STATUS

export class BadRequest extends Schema.TaggedError<BadRequest>()("BadRequest", fields, {
  httpApiStatus: ERROR_STATUS.BadRequest,
}) {}
export class Unauthorized extends Schema.TaggedError<Unauthorized>()("Unauthorized", fields, {
  httpApiStatus: ERROR_STATUS.Unauthorized,
}) {}
export class Forbidden extends Schema.TaggedError<Forbidden>()("Forbidden", fields, {
  httpApiStatus: ERROR_STATUS.Forbidden,
}) {}
export class NotFound extends Schema.TaggedError<NotFound>()("NotFound", fields, {
  httpApiStatus: ERROR_STATUS.NotFound,
}) {}
export class Conflict extends Schema.TaggedError<Conflict>()("Conflict", fields, {
  httpApiStatus: ERROR_STATUS.Conflict,
}) {}
export class UnsupportedMediaType extends Schema.TaggedError<UnsupportedMediaType>()(
  "UnsupportedMediaType",
  fields,
  { httpApiStatus: ERROR_STATUS.UnsupportedMediaType },
) {}
export class PayloadTooLarge extends Schema.TaggedError<PayloadTooLarge>()("PayloadTooLarge", fields, {
  httpApiStatus: ERROR_STATUS.PayloadTooLarge,
}) {}
export class Unprocessable extends Schema.TaggedError<Unprocessable>()("Unprocessable", fields, {
  httpApiStatus: ERROR_STATUS.Unprocessable,
}) {}
/** `retry_after` (seconds) also leaves as the `Retry-After` header. */
export class TooManyRequests extends Schema.TaggedError<TooManyRequests>()(
  "TooManyRequests",
  { ...fields, retry_after: Schema.optionalKey(Schema.Int) },
  { httpApiStatus: ERROR_STATUS.TooManyRequests },
) {}
export class ServerError extends Schema.TaggedError<ServerError>()("ServerError", fields, {
  httpApiStatus: ERROR_STATUS.ServerError,
}) {}

/** A failure with one entry, the usual case. */
export const entry = (
  code: string,
  message: string,
  field?: string,
): { errors: ReadonlyArray<ErrorEntry> } => ({
  errors: [field === undefined ? { code, message } : { code, message, field }],
})
