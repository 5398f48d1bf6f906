import { describe, expect, it, vi } from "vitest"
import { enIN } from "./locales/en-IN.ts"
import { translatorFor } from "./locales.ts"
import { createTranslator, type Messages } from "./translate.ts"

describe("t(key, params)", () => {
  it("shows the spec's texts word for word", () => {
    const t = translatorFor("en-IN")
    expect(t("search.noResults")).toBe("No Results Found")
    expect(t("error.heading")).toBe("Sorry, something went wrong.")
  })

  it("picks the plural form by count and fills placeholders", () => {
    const t = translatorFor("en-IN")
    expect(t("search.rooms", { count: 1 })).toBe("1 Room")
    expect(t("search.rooms", { count: 3 })).toBe("3 Rooms")
    expect(t("search.resultCount", { count: 0 })).toBe("No suggestions")
  })

  it("falls back to the en-IN text, and logs once, when a language lacks a key", () => {
    const onMissing = vi.fn()
    const hindi: Messages = { "header.signIn": "साइन इन करें" }
    const t = createTranslator("hi-IN", hindi, { onMissing })
    expect(t("header.signIn")).toBe("साइन इन करें")
    expect(t("header.support")).toBe(enIN["header.support"])
    expect(t("header.support")).toBe(enIN["header.support"])
    expect(onMissing).toHaveBeenCalledTimes(1)
    expect(onMissing).toHaveBeenCalledWith(
      expect.objectContaining({ locale: "hi-IN", key: "header.support" }),
    )
  })

  it("falls back to the default text when a translation cannot be filled", () => {
    const onMissing = vi.fn()
    const broken: Messages = { "search.rooms": { other: "{rooms} कमरे" } }
    const t = createTranslator("hi-IN", broken, { onMissing })
    expect(t("search.rooms", { count: 2 })).toBe("2 Rooms")
    expect(onMissing).toHaveBeenCalledOnce()
  })

  it("uses en-IN for a language the site does not ship", () => {
    expect(translatorFor("xx-XX", { onMissing: () => {} })("header.signIn")).toBe("Sign In")
  })

  it("shows the key of a text unknown everywhere rather than failing the page", () => {
    const onMissing = vi.fn()
    const t = createTranslator("en-IN", enIN, { onMissing }) as (key: string) => string
    expect(t("no.such.key")).toBe("no.such.key")
    expect(onMissing).toHaveBeenCalledWith(expect.objectContaining({ reason: "unknown key" }))
  })
})
