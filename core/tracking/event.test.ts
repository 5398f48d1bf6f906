import { fc, test as propTest } from "@fast-check/vitest"
import { Schema } from "effect"
import { assert, describe, it } from "vitest"
import { TelemetryProperties } from "../api/telemetry.ts"
import { boundProperties, trackingEvent } from "./event.ts"
import { jsonExcess, TELEMETRY_LIMITS } from "./limits.ts"

describe("boundProperties", () => {
  it("keeps JSON data and drops what has no JSON form", () => {
    const when = new Date("2026-12-01T04:30:00.000Z")
    assert.deepStrictEqual(
      boundProperties({
        a: 1,
        b: "x",
        c: true,
        d: null,
        e: undefined,
        f: () => 1,
        g: Number.NaN,
        h: when,
        i: 10n,
      }),
      { a: 1, b: "x", c: true, d: null, g: null, h: "2026-12-01T04:30:00.000Z", i: "10" },
    )
  })

  it("cuts long strings, too many keys and deep nesting", () => {
    const many = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`k${i}`, i]))
    assert.strictEqual(Object.keys(boundProperties(many)).length, TELEMETRY_LIMITS.propertyKeys)
    assert.strictEqual((boundProperties({ s: "y".repeat(5000) }).s as string).length, 500)
    const deep = boundProperties({ a: { b: { c: { d: { e: 1 } } } } })
    // Four levels of objects, as the sink allows; the fifth is cut to a label.
    assert.deepStrictEqual(deep, { a: { b: { c: { d: "[object Object]" } } } })
  })

  it("keeps the first keys that fit and marks the rest as truncated", () => {
    const big = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`k${i}`, "z".repeat(400)]))
    const bounded = boundProperties(big)
    assert.strictEqual(bounded._truncated, true)
    assert.isTrue(Object.keys(bounded).length > 2)
    assert.strictEqual(
      jsonExcess(bounded, TELEMETRY_LIMITS.propertiesChars, TELEMETRY_LIMITS.propertiesDepth),
      undefined,
    )
  })

  const accepted = Schema.is(TelemetryProperties)
  propTest.prop([
    fc.dictionary(fc.string(), fc.anything({ withDate: true, withBigInt: true, withMap: true })),
  ])("always yields properties the sink accepts, whatever goes in", (input) => {
    assert.isTrue(accepted(boundProperties(input)))
  })

  it("keeps a key named __proto__ as data, never as the object's prototype", () => {
    // Found by the property above (seed -763859516).
    const input = JSON.parse('{"":{"__proto__":[1]}}') as Record<string, unknown>
    const bounded = boundProperties(input)
    assert.isTrue(accepted(bounded))
    assert.strictEqual(JSON.stringify(bounded), '{"":{"__proto__":[1]}}')
  })

  it("labels a value too deep to keep even when it cannot be turned into text", () => {
    // Found by the property above: String() throws for an object whose toString is not a function.
    const input = { a: { b: { c: { d: { toString: false } } } } }
    const bounded = boundProperties(input)
    assert.isTrue(accepted(bounded))
    assert.include(JSON.stringify(bounded), "[object Object]")
  })
})

describe("trackingEvent", () => {
  const visit = {
    at: Date.parse("2026-12-01T04:30:00.000Z"),
    anonymousId: "anon-1",
    channel: "website",
  } as const

  it("stamps the visit: time, anonymous id, channel, and the member when there is one", () => {
    assert.deepStrictEqual(trackingEvent("page", "/", undefined, visit), {
      kind: "page",
      name: "/",
      properties: {},
      at: "2026-12-01T04:30:00.000Z",
      anonymous_id: "anon-1",
      logged_in: false,
      channel: "website",
    })
    const member = trackingEvent("page", "/", { a: 1 }, { ...visit, userId: "42" })
    assert.strictEqual(member.user_id, "42")
    assert.strictEqual(member.logged_in, true)
    assert.deepStrictEqual(member.properties, { a: 1 })
  })

  it("never sends an empty name or anonymous id", () => {
    const event = trackingEvent("page", "  ", undefined, { ...visit, anonymousId: " " })
    assert.strictEqual(event.name, "page")
    assert.strictEqual(event.anonymous_id, "unknown")
  })
})
