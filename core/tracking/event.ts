import type { TelemetryChannel, TelemetryProperties, TrackingEvent, TrackingKind } from "../api/telemetry.ts"
import { jsonExcess, TELEMETRY_LIMITS } from "./limits.ts"

/**
 * A tracking event as the sink accepts it (spec-checkout §7, ADR 040), built without Effect: the
 * Tracking service and the browser's page views (web/lib/page-views.ts) both make theirs here, so
 * every event looks alike whichever path sent it.
 */

type Json = TelemetryProperties[string]

const L = TELEMETRY_LIMITS
/** Longest string value kept inside properties; whole documents do not belong in analytics. */
const MAX_STRING_VALUE = 500
/** Longest array kept inside properties. */
const MAX_ARRAY_ITEMS = 50

const isPlainObject = (value: object): boolean => {
  const proto = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

/**
 * A value's own text, or its kind when it has none it can give: `String()` throws for an object
 * whose `toString` is not a function, and properties come from anywhere.
 */
const labelOf = (value: object): string => {
  try {
    return String(value)
  } catch {
    return Object.prototype.toString.call(value)
  }
}

/** A value as JSON, depth-limited; undefined when it has no JSON form (functions, symbols). */
const toJson = (value: unknown, depth: number): Json | undefined => {
  switch (typeof value) {
    case "string":
      return value.slice(0, MAX_STRING_VALUE)
    case "number":
      return Number.isFinite(value) ? value : null
    case "boolean":
      return value
    case "bigint":
      return value.toString()
    case "object": {
      if (value === null) return null
      if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString()
      // Beyond the depth the server accepts, or not plain data (Map, Error, class instances): a label.
      if (depth + 1 >= L.propertiesDepth || !(Array.isArray(value) || isPlainObject(value))) {
        return labelOf(value).slice(0, MAX_STRING_VALUE)
      }
      if (Array.isArray(value))
        return value.slice(0, MAX_ARRAY_ITEMS).map((item) => toJson(item, depth + 1) ?? null)
      return objectToJson(value as Record<string, unknown>, depth + 1)
    }
    default:
      return undefined
  }
}

const objectToJson = (value: Readonly<Record<string, unknown>>, depth: number): { [key: string]: Json } => {
  const out: { [key: string]: Json } = {}
  let keys = 0
  for (const [key, item] of Object.entries(value)) {
    if (keys >= L.propertyKeys) break
    const json = toJson(item, depth)
    if (json === undefined) continue
    // Defined, not assigned: assigning a "__proto__" key would set the object's prototype instead.
    Object.defineProperty(out, key.slice(0, L.propertyKeyChars), {
      value: json,
      enumerable: true,
      writable: true,
      configurable: true,
    })
    keys += 1
  }
  return out
}

/**
 * Properties trimmed to what the sink accepts (TELEMETRY_LIMITS): one oversized value must not cost
 * the whole batch a 400. When the JSON is still too big, keys are kept in order while they fit and
 * `_truncated` says so.
 */
export const boundProperties = (
  input: Readonly<Record<string, unknown>> | undefined,
): TelemetryProperties => {
  const all = objectToJson(input ?? {}, 0)
  if (jsonExcess(all, L.propertiesChars, L.propertiesDepth) === undefined) return all
  const kept: { [key: string]: Json } = { _truncated: true }
  for (const [key, value] of Object.entries(all)) {
    kept[key] = value
    if (jsonExcess(kept, L.propertiesChars, L.propertiesDepth) !== undefined) delete kept[key]
  }
  return kept
}

const clip = (text: string, max: number, fallback: string): string => {
  const trimmed = text.trim().slice(0, max)
  return trimmed === "" ? fallback : trimmed
}

/** Who and where an event comes from, read when it is made. */
export interface EventVisit {
  /** Epoch ms. */
  readonly at: number
  readonly anonymousId: string
  /** The signed-in member; absent for an anonymous visit. */
  readonly userId?: string | undefined
  readonly channel: TelemetryChannel
}

export const trackingEvent = (
  kind: TrackingKind,
  name: string,
  properties: Readonly<Record<string, unknown>> | undefined,
  visit: EventVisit,
): TrackingEvent => ({
  kind,
  name: clip(name, L.nameChars, kind),
  properties: boundProperties(properties),
  at: new Date(visit.at).toISOString(),
  anonymous_id: clip(visit.anonymousId, L.idChars, "unknown"),
  ...(visit.userId === undefined ? {} : { user_id: visit.userId }),
  logged_in: visit.userId !== undefined,
  channel: visit.channel,
})

/** A user id as events carry it; undefined when nothing is left of it. */
export const trackedUserId = (userId: string): string | undefined => {
  const id = userId.trim().slice(0, L.idChars)
  return id === "" ? undefined : id
}
