import { describe, expect, it } from "vitest"
import { enGB } from "./locales/en-GB.ts"
import { enIN } from "./locales/en-IN.ts"
import { frFR } from "./locales/fr-FR.ts"
import type { Message } from "./translate.ts"

const placeholdersOf = (message: Message): ReadonlyArray<string> => {
  const texts = typeof message === "string" ? [message] : Object.values(message)
  const names = new Set(texts.flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!)))
  return [...names].sort()
}

const defaults = enIN as Readonly<Record<string, Message>>

describe.each([
  ["fr-FR", frFR],
  ["en-GB", enGB],
] as const)("the %s messages", (_, messages) => {
  const entries = Object.entries(messages) as Array<[string, Message]>

  it("only use keys the default language has", () => {
    expect(entries.filter(([key]) => defaults[key] === undefined).map(([key]) => key)).toEqual([])
  })

  it("have the same placeholders as their en-IN message", () => {
    const differing = entries
      .filter(([key]) => defaults[key] !== undefined)
      .filter(([key, message]) => placeholdersOf(message).join() !== placeholdersOf(defaults[key]!).join())
      .map(([key]) => key)
    expect(differing).toEqual([])
  })

  it("are plural where en-IN is plural, with an `other` form", () => {
    const mismatched = entries
      .filter(([key, message]) => defaults[key] !== undefined && typeof message !== typeof defaults[key])
      .map(([key]) => key)
    expect(mismatched).toEqual([])
    for (const [, message] of entries) if (typeof message !== "string") expect(message.other).toBeTruthy()
  })
})

describe("French", () => {
  it("translates every key of the pages the language check covers", () => {
    const pageKeys = Object.keys(defaults).filter((key) =>
      /^(header|footer|home|search|dates|rooms|results|filter|sort|card|hotel|checkout|bookings|booking|accountProfile|account\.menu)\./.test(
        key,
      ),
    )
    expect(pageKeys.filter((key) => !(key in frFR))).toEqual([])
  })
})
