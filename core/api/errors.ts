import { Schema } from "effect"

/** One entry of the failure body `{ errors: [{ code, message, field? }] }`. */
export const ErrorEntry = Schema.Struct({
  code: Schema.String,
  message: Schema.String,
  field: Schema.optionalKey(Schema.String),
})
export type ErrorEntry = typeof ErrorEntry.Type

const fields = { errors: Schema.Array(ErrorEntry) }

export class BadRequest extends Schema.TaggedError<BadRequest>()("BadRequest", fields, {
  httpApiStatus: 400,
}) {}
export class Unauthorized extends Schema.TaggedError<Unauthorized>()("Unauthorized", fields, {
  httpApiStatus: 401,
}) {}
export class Forbidden extends Schema.TaggedError<Forbidden>()("Forbidden", fields, { httpApiStatus: 403 }) {}
export class NotFound extends Schema.TaggedError<NotFound>()("NotFound", fields, { httpApiStatus: 404 }) {}
export class Conflict extends Schema.TaggedError<Conflict>()("Conflict", fields, { httpApiStatus: 409 }) {}
export class UnsupportedMediaType extends Schema.TaggedError<UnsupportedMediaType>()(
  "UnsupportedMediaType",
  fields,
  { httpApiStatus: 415 },
) {}
export class PayloadTooLarge extends Schema.TaggedError<PayloadTooLarge>()("PayloadTooLarge", fields, {
  httpApiStatus: 413,
}) {}
export class Unprocessable extends Schema.TaggedError<Unprocessable>()("Unprocessable", fields, {
  httpApiStatus: 422,
}) {}
export class TooManyRequests extends Schema.TaggedError<TooManyRequests>()("TooManyRequests", fields, {
  httpApiStatus: 429,
}) {}
export class ServerError extends Schema.TaggedError<ServerError>()("ServerError", fields, {
  httpApiStatus: 500,
}) {}

/** A failure with one entry, the usual case. */
export const entry = (
  code: string,
  message: string,
  field?: string,
): { errors: ReadonlyArray<ErrorEntry> } => ({
  errors: [field === undefined ? { code, message } : { code, message, field }],
})
