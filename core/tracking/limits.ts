/**
 * Limits of the local tracking and error-reporting sinks (ADR 040). The clients trim what they send
 * to these same numbers, so a well-behaved page never loses a batch to a 400.
 */
export const TELEMETRY_LIMITS = {
  /** Events per POST; the client's batch cap. */
  eventsPerBatch: 50,
  /** Event names are short labels ('Razorpay Popup Failure'), never free text. */
  nameChars: 100,
  /** Property keys per event. */
  propertyKeys: 40,
  propertyKeyChars: 60,
  /** Properties (or an error's extra) as JSON text. */
  propertiesChars: 4096,
  /** Nesting of objects and arrays inside properties. */
  propertiesDepth: 4,
  idChars: 100,
  errorNameChars: 200,
  errorMessageChars: 2000,
  stackChars: 8000,
  urlChars: 2000,
} as const

export const TELEMETRY_EVENTS_PATH = "/api/v1/telemetry/events/"
export const TELEMETRY_ERRORS_PATH = "/api/v1/telemetry/errors/"

/**
 * Why a JSON value is too big to keep, or undefined when it fits. Walks with an explicit stack and
 * stops at the first excess, so a hostile body nested a million levels deep costs nothing and cannot
 * overflow the call stack.
 */
export const jsonExcess = (value: unknown, maxChars: number, maxDepth: number): string | undefined => {
  let chars = 0
  const stack: Array<readonly [unknown, number]> = [[value, 0]]
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!
    if (v !== null && typeof v === "object") {
      if (depth >= maxDepth) return `may nest objects and arrays at most ${maxDepth} levels deep`
      // Brackets and separators, near enough to JSON.stringify's count to bound storage.
      chars += 2
      if (Array.isArray(v)) {
        for (const item of v) {
          chars += 1
          stack.push([item, depth + 1])
        }
      } else {
        for (const [key, item] of Object.entries(v)) {
          chars += key.length + 4
          stack.push([item, depth + 1])
        }
      }
    } else if (typeof v === "string") {
      chars += v.length + 2
    } else {
      chars += String(v).length
    }
    if (chars > maxChars) return `must be at most ${maxChars} characters as JSON`
  }
  return undefined
}
