import { fc, test } from "@fast-check/vitest"
import { describe, expect, test as plainTest } from "vitest"
import {
  type ContentTranslations,
  translateAnswer,
  translateText,
} from "#server/content-language/translations.ts"

/** A small glossary: two whole texts and one template sentence (ADR 097). */
const glossary: ContentTranslations = {
  texts: { "Free Wi-Fi": "Wi-Fi gratuit", "Couple Friendly": "Couples bienvenus" },
  patterns: [
    [/^Up to (\d+) guests(\.?)$/, "Jusqu'à $1 personnes$2"],
    [/^(.+) is a hotel in (.+)\.$/, "$1 est un hôtel à $2."],
  ],
}
const english = fc.constantFrom(
  "Free Wi-Fi",
  "Couple Friendly",
  "Up to 3 guests",
  "Palm Inn is a hotel in Pune.",
)
const other = fc.string({ maxLength: 8 })
const text = fc.oneof(english, other)
const field = fc.constantFrom(
  "name",
  "title",
  "text",
  "description",
  "id",
  "slug",
  "code",
  "hotelId",
  "review",
  "tag",
  "author",
)
const answer = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    text,
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(field, tie("value"), { maxKeys: 4 }),
  ),
})).value

/** Every path to a value of the answer, as field names and indexes. */
const shapeOf = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(shapeOf)
    : typeof value === "object" && value !== null
      ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shapeOf(v)]))
      : typeof value === "string"
        ? "string"
        : value

const KEPT = new Set(["id", "slug", "code", "hotelId", "review"])

/** The strings under kept fields and in records with an author, wherever they sit. */
const keptStrings = (value: unknown, kept = false): Array<string> => {
  if (typeof value === "string") return kept ? [value] : []
  if (Array.isArray(value)) return value.flatMap((item) => keptStrings(item, kept))
  if (typeof value !== "object" || value === null) return []
  const written = kept || "author" in value
  return Object.entries(value).flatMap(([k, v]) => keptStrings(v, written || KEPT.has(k)))
}

describe("content translation (ADR 097)", () => {
  test.prop([answer])("keeps the answer's shape, numbers and flags", (value) => {
    expect(shapeOf(translateAnswer(value, glossary))).toEqual(shapeOf(value))
  })

  test.prop([answer])(
    "never changes ids, slugs, codes, a guest's review or what an author wrote",
    (value) => {
      expect(keptStrings(translateAnswer(value, glossary))).toEqual(keptStrings(value))
    },
  )

  test.prop([answer])("with no translations, hands back the very same answer", (value) => {
    expect(translateAnswer(value, { texts: {}, patterns: [] })).toBe(value)
  })

  test.prop([other])("leaves text it does not know as it is", (value) => {
    fc.pre(!(value in glossary.texts) && !glossary.patterns.some(([p]) => p.test(value)))
    expect(translateText(value, glossary)).toBe(value)
  })

  plainTest("translates whole texts, templates and paragraphs made of known sentences only", () => {
    expect(translateText("Free Wi-Fi", glossary)).toBe("Wi-Fi gratuit")
    expect(translateText("Up to 4 guests", glossary)).toBe("Jusqu'à 4 personnes")
    expect(translateText("Palm Inn is a hotel in Pune. Up to 2 guests", glossary)).toBe(
      "Palm Inn est un hôtel à Pune. Jusqu'à 2 personnes",
    )
    // An initial is not the end of a sentence.
    expect(translateText("Up to 2 guests. Palm Inn is a hotel in M. G. Road.", glossary)).toBe(
      "Jusqu'à 2 personnes. Palm Inn est un hôtel à M. G. Road.",
    )
    // One unknown sentence keeps the paragraph English rather than half French.
    expect(translateText("Palm Inn is a hotel in Pune. It has a pool.", glossary)).toBe(
      "Palm Inn is a hotel in Pune. It has a pool.",
    )
    expect(
      translateAnswer({ id: "Free Wi-Fi", amenities: [{ id: 1, name: "Free Wi-Fi" }] }, glossary),
    ).toEqual({ id: "Free Wi-Fi", amenities: [{ id: 1, name: "Wi-Fi gratuit" }] })
  })
})
